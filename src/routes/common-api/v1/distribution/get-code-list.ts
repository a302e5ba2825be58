import { PageSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/get-code-list', {
  GET: endpoint({ auth: 'user', input: PageSchema }, (app) => app.affiliate.codes),
})
