import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/samples', {
  GET: endpoint({ auth: 'public' }, (app) => app.designs.listTryOnSamples),
})
