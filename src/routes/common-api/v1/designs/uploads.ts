import { defineApiRoute } from '@/server/http/api-route'
import { createUpload } from '@/modules/designs/create-upload.server'
import { listUploads } from '@/modules/designs/list-uploads.server'
import { queryOf, rest } from '@/server/http/rest.server'

export const route = defineApiRoute('/common-api/v1/designs/uploads', {
  GET: rest(({ request }) => listUploads(request.headers, queryOf(request))),
  POST: rest(({ request }) => createUpload(request)),
})
