import { CompleteSignupSchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/complete-signup', {
  POST: endpoint({ auth: 'public', input: CompleteSignupSchema }, (app) => app.auth.completeSignup),
})
