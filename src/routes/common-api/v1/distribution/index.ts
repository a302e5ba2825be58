import { ApplySchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution', {
  POST: endpoint({ auth: 'user', input: ApplySchema, limit: 'affiliateByUser' }, (app) => app.affiliate.apply),
})
