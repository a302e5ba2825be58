import { SandboxTestSchema } from '@/modules/billing'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/billing/sandbox/test', {
  POST: endpoint({ auth: 'user', input: SandboxTestSchema, limit: 'sandboxByUser' }, (app) => app.billing.sandbox.test),
})
