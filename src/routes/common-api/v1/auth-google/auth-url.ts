import { GoogleAuthUrlSchema } from '@/modules/auth'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/auth-google/auth-url', {
  GET: endpoint({ auth: 'public', input: GoogleAuthUrlSchema }, (app) => app.auth.googleAuthUrl),
})
