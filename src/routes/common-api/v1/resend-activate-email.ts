import { EmailOnlySchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/resend-activate-email', {
  POST: endpoint({ auth: 'public', input: EmailOnlySchema, limit: 'mailByIp' }, (app) => app.auth.resendActivation),
})
