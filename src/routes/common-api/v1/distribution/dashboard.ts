import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/dashboard', {
  GET: endpoint({ auth: 'user' }, (app) => app.affiliate.dashboard),
})
