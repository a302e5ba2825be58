import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/plans', {
  GET: endpoint({ auth: 'public' }, (app) => app.billing.catalogue),
})
