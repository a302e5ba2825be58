import { SignupSchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/signup', {
  POST: endpoint({ auth: 'public', input: SignupSchema, limit: 'signupByIp' }, (app) => app.auth.signup),
})
