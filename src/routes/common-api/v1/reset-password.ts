import { ResetPasswordSchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/reset-password', {
  POST: endpoint({ auth: 'public', input: ResetPasswordSchema }, (app) => app.auth.resetPassword),
})
