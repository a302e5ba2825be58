import { CheckoutIdSchema } from '@/modules/billing'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/checkouts/:id', {
  GET: endpoint({ auth: 'user', input: CheckoutIdSchema }, (app) => app.billing.checkoutView),
})
