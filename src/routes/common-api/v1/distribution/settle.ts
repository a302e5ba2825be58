import { RequestPayoutSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/settle', {
  POST: endpoint({ auth: 'user', input: RequestPayoutSchema, limit: 'affiliateByUser' }, (app) => app.affiliate.requestPayout),
})
