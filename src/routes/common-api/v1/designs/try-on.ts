import { TryOnSaveSchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/try-on', {
  POST: endpoint({ auth: 'user', input: TryOnSaveSchema, limit: 'tryOnsByUser' }, (app) => app.designs.saveTryOn),
})
