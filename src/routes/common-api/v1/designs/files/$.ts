import { FileKeySchema } from '@/modules/designs'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/designs/files/**:key', {
  GET: endpoint({ auth: 'user', input: FileKeySchema }, (app) => app.designs.readDesignFile),
})
