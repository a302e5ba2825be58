import { SandboxClockSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/sandbox-clock', {
  POST: endpoint({ auth: 'admin', input: SandboxClockSchema }, (app) => app.affiliate.operator.advanceClock),
})
