import { ChangePlanSchema } from '@/modules/billing'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/change', {
  POST: endpoint({ auth: 'user', input: ChangePlanSchema, limit: 'subscriptionByUser' }, (app) => app.billing.change),
})
