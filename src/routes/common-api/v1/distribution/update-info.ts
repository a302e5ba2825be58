import { UpdateInfoSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/update-info', {
  POST: endpoint({ auth: 'user', input: UpdateInfoSchema, limit: 'affiliateByUser' }, (app) => app.affiliate.updateInfo),
})
