import { PhotoPreviewSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/photo-preview', {
  POST: endpoint({ auth: 'user', input: PhotoPreviewSchema, limit: 'photoPreviewsByUser' }, (app) => app.designs.previewPhoto),
})
