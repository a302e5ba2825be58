import { SandboxPaySchema } from '@/modules/billing'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/sandbox/sessions/:session_id/pay', {
  POST: endpoint({ auth: 'user', input: SandboxPaySchema, limit: 'sandboxByUser' }, (app) => app.billing.sandbox.pay),
})
