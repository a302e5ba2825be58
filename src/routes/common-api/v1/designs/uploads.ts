import { MAX_UPLOAD_BYTES } from '@/engine'
import { ListUploadsSchema, UploadFormSchema } from '@/modules/uploads'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/uploads', {
  GET: endpoint({ auth: 'user', input: ListUploadsSchema }, (app) => app.uploads.listUploads),
  POST: endpoint(
    { auth: 'user', input: UploadFormSchema, limit: 'uploadsByUser', body: 'multipart', maxFileBytes: MAX_UPLOAD_BYTES },
    (app) => app.uploads.createUpload,
  ),
})
