import { AuditListSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/audit', {
  GET: endpoint({ auth: 'admin', input: AuditListSchema }, (app) => app.affiliate.operator.auditLog),
})
