import { AdminAffiliateListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/affiliates', {
  GET: endpoint({ auth: 'admin', input: AdminAffiliateListSchema }, (app) => app.affiliate.operator.affiliates),
})
