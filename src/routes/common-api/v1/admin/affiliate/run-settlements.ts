import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/run-settlements', {
  POST: endpoint({ auth: 'admin' }, (app) => app.affiliate.operator.runSettlements),
})
