import { CheckoutSchema } from '@/modules/billing'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/checkout', {
  POST: endpoint({ auth: 'user', input: CheckoutSchema, limit: 'billingByUser' }, (app) => app.billing.checkout),
})
