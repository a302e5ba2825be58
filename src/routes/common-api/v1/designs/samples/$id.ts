import { SampleIdSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/samples/:id', {
  GET: endpoint({ auth: 'public', input: SampleIdSchema }, (app) => app.designs.readTryOnSample),
})
