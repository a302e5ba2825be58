import { codeToTag, type LocaleCode } from '@/i18n/locales'
import * as m from '@/paraglide/messages'

/** Why a job failed, as its row keeps it; the user reads the reason's message in their language. */
export type JobFailure =
  /** The image service took longer than its time limit. */
  | 'timeout'
  /** The image service answered with an error. */
  | 'provider'
  /** The image service could not be reached. */
  | 'unavailable'
  /** The image service sent something that is not a usable picture. */
  | 'garbage'
  /** The image service refused the request's content. */
  | 'refused'
  /** The engine could not work from the request (a photo it cannot read, a prompt it cannot draw). */
  | 'input'
  /** Workers died with it more times than it may be tried. */
  | 'worker_lost'
  /** Anything else: a fault of ours, logged. */
  | 'internal'

type Message = (inputs: Record<string, never>, options: { locale: ReturnType<typeof codeToTag> }) => string

const MESSAGES: Record<JobFailure, Message> = {
  timeout: m.job_error_timeout,
  provider: m.job_error_provider,
  unavailable: m.job_error_unavailable,
  garbage: m.job_error_garbage,
  refused: m.job_error_refused,
  input: m.job_error_input,
  worker_lost: m.job_error_worker_lost,
  internal: m.job_error_internal,
}

export function failureMessage(reason: string | null, locale: LocaleCode): string | null {
  if (!reason) return null
  const message = MESSAGES[reason as JobFailure] ?? MESSAGES.internal
  return message({}, { locale: codeToTag(locale) })
}
