import { FeedbackSchema } from '@/modules/feedback'
import { defineApiRoute } from '@/server/http/api-route'
import { endpoint } from '@/server/http/endpoint.server'

export const route = defineApiRoute('/common-api/v1/feedback', {
  POST: endpoint({ auth: 'public', input: FeedbackSchema, limit: 'feedbackByUser' }, (app) => app.feedback.submit),
})
