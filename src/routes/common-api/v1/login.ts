import { LoginSchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/login', {
  POST: endpoint({ auth: 'public', input: LoginSchema, limit: 'loginByIp' }, (app) => app.auth.login),
})
