import { AdminCommissionListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/commissions', {
  GET: endpoint({ auth: 'admin', input: AdminCommissionListSchema }, (app) => app.affiliate.operator.commissions),
})
