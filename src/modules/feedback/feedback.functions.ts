import { createServerFn } from '@tanstack/react-start'
import { input, withCaller } from '@/server/http/server-fn'
import { FeedbackSchema } from './feedback.schema'

/** The feedback form's call, over the service of POST /feedback (same access and limit). */
export const submitFeedbackFn = createServerFn({ method: 'POST' })
  .middleware([withCaller({ auth: 'public', limit: 'feedbackByUser' })])
  .validator(input(FeedbackSchema))
  .handler(({ data, context }) => context.app.feedback.submit(context.caller, data))
