import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/resume', {
  POST: endpoint({ auth: 'user', limit: 'subscriptionByUser' }, (app) => app.billing.resume),
})
