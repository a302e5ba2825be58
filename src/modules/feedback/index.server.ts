import type { Adapters } from '@/server/adapters.server'
import { feedbackRepo } from './feedback.repo.server'
import { submitFeedback, type JobParamsOf } from './submit-feedback.server'

export type { JobParamsOf }

export type FeedbackDeps = Pick<Adapters, 'database'> & {
  /** From designs: a job's params when it is the user's (the module does not read other modules' tables). */
  jobParamsOf: JobParamsOf
}

/** The feedback module: what readers tell us, with the job they mean. */
export function feedbackModule(deps: FeedbackDeps) {
  const repo = feedbackRepo(deps.database.db)
  return {
    submit: submitFeedback({ repo, jobParamsOf: deps.jobParamsOf }),
  }
}

export type FeedbackModule = ReturnType<typeof feedbackModule>
