import { AffiliateTermsSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/terms', {
  POST: endpoint({ auth: 'admin', input: AffiliateTermsSchema }, (app) => app.affiliate.operator.setTerms),
})
