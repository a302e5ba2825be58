import { ClickSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/click', {
  POST: endpoint({ auth: 'public', input: ClickSchema, limit: 'clicksByIp' }, (app) => app.affiliate.click),
})
