import { PayoutWebhookSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/webhooks/paypal', {
  POST: endpoint(
    { auth: 'public', input: PayoutWebhookSchema, body: 'raw', limit: 'webhooksByIp' },
    (app) => app.affiliate.payoutWebhook,
  ),
})
