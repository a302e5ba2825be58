import { WebhookSchema } from '@/modules/billing'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/webhooks/:provider', {
  POST: endpoint({ auth: 'public', input: WebhookSchema, body: 'raw', limit: 'webhooksByIp' }, (app) => app.billing.webhook),
})
