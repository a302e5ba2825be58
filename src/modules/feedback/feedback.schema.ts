import * as v from 'valibot'
import type { FeedbackCategory } from '@/server/db/schema'

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'design', 'billing', 'other'] as const satisfies readonly FeedbackCategory[]
export const FEEDBACK_MESSAGE_MIN = 3
export const FEEDBACK_MESSAGE_MAX = 4000
export const FEEDBACK_PAGE_MAX = 500

const Rating = v.pipe(
  v.number('validation_rating'),
  v.integer('validation_rating'),
  v.minValue(1, 'validation_rating'),
  v.maxValue(5, 'validation_rating'),
)

/** A path on this site (`/en/studio?tab=1`), never an address elsewhere (`//evil.example`). */
const Page = v.pipe(
  v.string('validation_feedback_page'),
  v.maxLength(FEEDBACK_PAGE_MAX, 'validation_feedback_page'),
  v.regex(/^\/(?![/\\])\S*$/, 'validation_feedback_page'),
)

/** Job ids are UUIDs; anything else names no job of the sender's (answered as such by the service). */
const JobId = v.pipe(
  v.string('validation_feedback_job'),
  v.trim(),
  v.nonEmpty('validation_feedback_job'),
  v.maxLength(64, 'validation_feedback_job'),
)

/** POST /feedback. Optional fields may be left out or sent as null. */
export const FeedbackSchema = v.object({
  category: v.picklist(FEEDBACK_CATEGORIES, 'validation_choice'),
  message: v.pipe(
    v.string('validation_required'),
    v.trim(),
    v.minLength(FEEDBACK_MESSAGE_MIN, 'validation_feedback_short'),
    v.maxLength(FEEDBACK_MESSAGE_MAX, 'validation_feedback_long'),
  ),
  rating: v.nullish(Rating),
  page: v.nullish(Page),
  job_id: v.nullish(JobId),
})

export type FeedbackInput = v.InferOutput<typeof FeedbackSchema>
