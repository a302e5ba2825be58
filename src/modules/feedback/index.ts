/** The feedback module's client-safe surface: the form's schema and its limits. */
export {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_PAGE_MAX,
  FeedbackSchema,
  type FeedbackInput,
} from './feedback.schema'
