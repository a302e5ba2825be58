import { RerunSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/:id/rerun', {
  POST: endpoint({ auth: 'user', input: RerunSchema, limit: 'designsByUser' }, (app) => app.designs.rerunDesign),
})
