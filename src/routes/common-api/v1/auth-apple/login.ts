import { AppleLoginSchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/auth-apple/login', {
  POST: endpoint({ auth: 'public', input: AppleLoginSchema, limit: 'socialByIp' }, (app) => app.auth.appleLogin),
})
