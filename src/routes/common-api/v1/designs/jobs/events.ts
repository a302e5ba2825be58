import { JobIdSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/jobs/:id/events', {
  GET: endpoint({ auth: 'user', input: JobIdSchema }, (app) => app.designs.jobEvents),
})
