import { SettlementActionSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/settlement-action', {
  POST: endpoint({ auth: 'admin', input: SettlementActionSchema }, (app) => app.affiliate.operator.settlementAction),
})
