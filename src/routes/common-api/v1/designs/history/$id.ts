import { JobIdSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/:id', {
  DELETE: endpoint({ auth: 'user', input: JobIdSchema, body: 'query' }, (app) => app.designs.deleteDesign),
})
