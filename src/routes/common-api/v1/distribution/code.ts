import { NewCodeSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/code', {
  POST: endpoint({ auth: 'user', input: NewCodeSchema, limit: 'affiliateByUser' }, (app) => app.affiliate.createCode),
})
