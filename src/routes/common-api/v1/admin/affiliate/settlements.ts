import { AdminSettlementListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/settlements', {
  GET: endpoint({ auth: 'admin', input: AdminSettlementListSchema }, (app) => app.affiliate.operator.settlements),
})
