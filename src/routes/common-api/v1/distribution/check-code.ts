import { CheckCodeSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/check-code', {
  GET: endpoint({ auth: 'user', input: CheckCodeSchema, limit: 'codeChecksByUser' }, (app) => app.affiliate.checkCode),
})
