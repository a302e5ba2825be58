import { randomUUID } from 'node:crypto'
import { AppError } from '@/lib/errors/app-error'
import { isSignedIn, type Caller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { FeedbackInput } from './feedback.schema'
import type { FeedbackRepo } from './feedback.repo.server'

/** A job's params (JSON) when the job is the user's, else null: it does not exist, or is someone else's. */
export type JobParamsOf = (userId: string, jobId: string) => Promise<string | null>

/** A browser's own description of itself; past this it is padding, not information. */
const USER_AGENT_MAX = 500

/**
 * POST /feedback: open to everyone. A signed-in sender is recorded, and may name one of their own
 * jobs, whose params are copied in; a visitor may not name a job (nobody's jobs are theirs), and
 * someone else's job is answered exactly like a missing one.
 */
export function submitFeedback(deps: {
  repo: FeedbackRepo
  jobParamsOf: JobParamsOf
}): Service<FeedbackInput, { id: string }, Caller> {
  return async (caller, input) => {
    const userId = isSignedIn(caller) ? caller.user.id : null
    let jobParams: string | null = null
    if (input.job_id) {
      if (userId === null) throw AppError.validation({ job_id: 'validation_feedback_job_sign_in' })
      jobParams = await deps.jobParamsOf(userId, input.job_id)
      if (jobParams === null) throw AppError.validation({ job_id: 'validation_feedback_job' })
    }
    const id = randomUUID()
    await deps.repo.insert({
      id,
      user_id: userId,
      category: input.category,
      message: input.message,
      rating: input.rating ?? null,
      page: input.page ?? null,
      job_id: input.job_id || null,
      job_params: jobParams,
      locale: caller.context.locale,
      user_agent: caller.context.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      created_at: Math.floor(Date.now() / 1000),
    })
    return { id }
  }
}
