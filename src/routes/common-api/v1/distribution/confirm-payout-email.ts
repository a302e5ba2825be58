import { ConfirmPayoutEmailSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/distribution/confirm-payout-email', {
  POST: endpoint(
    { auth: 'public', input: ConfirmPayoutEmailSchema, limit: 'clicksByIp' },
    (app) => app.affiliate.confirmPayoutEmail,
  ),
})
