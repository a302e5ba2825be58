import { RecordListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/record-list', {
  GET: endpoint({ auth: 'user', input: RecordListSchema }, (app) => app.affiliate.records),
})
