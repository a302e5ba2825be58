import { AdminReferralListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/referrals', {
  GET: endpoint({ auth: 'admin', input: AdminReferralListSchema }, (app) => app.affiliate.operator.referrals),
})
