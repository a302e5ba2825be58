import { SandboxSessionSchema } from '@/modules/billing'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/sandbox/sessions/:session_id/cancel', {
  POST: endpoint({ auth: 'user', input: SandboxSessionSchema }, (app) => app.billing.sandbox.cancel),
})
