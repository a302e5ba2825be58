import { ReviewReferralSchema } from '@/modules/affiliate'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/admin/affiliate/review-referral', {
  POST: endpoint({ auth: 'admin', input: ReviewReferralSchema }, (app) => app.affiliate.operator.reviewReferral),
})
