import { GoogleLoginSchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/auth-google/login', {
  POST: endpoint({ auth: 'public', input: GoogleLoginSchema, limit: 'socialByIp' }, (app) => app.auth.googleLogin),
})
