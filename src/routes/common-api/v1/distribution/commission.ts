import { CommissionListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/commission', {
  GET: endpoint({ auth: 'user', input: CommissionListSchema }, (app) => app.affiliate.commissions),
})
