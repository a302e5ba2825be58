import { SettleListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/settle-list', {
  GET: endpoint({ auth: 'user', input: SettleListSchema }, (app) => app.affiliate.settlements),
})
