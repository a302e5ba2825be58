import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/programme', {
  GET: endpoint({ auth: 'public' }, (app) => app.affiliate.programme),
})
