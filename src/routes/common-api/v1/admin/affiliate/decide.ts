import { DecideSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/decide', {
  POST: endpoint({ auth: 'admin', input: DecideSchema }, (app) => app.affiliate.operator.decide),
})
