import { CreateDesignSchema, HistorySchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs', {
  GET: endpoint({ auth: 'user', input: HistorySchema }, (app) => app.designs.listHistory),
  POST: endpoint({ auth: 'user', input: CreateDesignSchema, limit: 'designsByUser' }, (app) => app.designs.createDesign),
})
