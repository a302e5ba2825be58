import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/logout', {
  DELETE: endpoint({ auth: 'public' }, (app) => app.auth.logout),
})
