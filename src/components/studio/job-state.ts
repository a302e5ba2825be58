import type { JobView } from '@/modules/designs'

/**
 * What the studio knows of the job it follows. The job's row is the truth on the server; this is
 * the latest of what the stream (or the polling fallback) said about it.
 */
export type JobState =
  | { phase: 'idle' }
  /** The request is on its way: no job yet. */
  | { phase: 'sending'; variations: number }
  | { phase: 'queued'; job: JobView; position: number | null; estimatedStart: number | null }
  | { phase: 'running'; job: JobView; fraction: number; step: string | null }
  | { phase: 'succeeded'; job: JobView }
  | { phase: 'failed'; job: JobView | null; error: string | null; message: string | null }
  | { phase: 'canceled'; job: JobView }

/** The stream's events (api.md, GET /designs/jobs/:id/events), a poll's answer, and the hook's own steps. */
export type JobEvent =
  | { type: 'send'; variations: number }
  /** The request was refused (toasted by the error catalogue): back to where we were. */
  | { type: 'refused' }
  | { type: 'created'; job: JobView }
  | { type: 'queued'; id: string; position: number | null; estimated_start: number | null }
  | { type: 'progress'; id: string; fraction: number; step: string | null }
  | { type: 'succeeded'; job: JobView }
  | { type: 'failed'; id: string; error: string | null; error_message: string | null }
  | { type: 'canceled'; id: string }
  /** GET /designs/jobs/:id answered (the fallback, or a cancel's answer). */
  | { type: 'viewed'; job: JobView }
  | { type: 'reset' }

export const IDLE: JobState = { phase: 'idle' }

export const jobOf = (state: JobState): JobView | null => ('job' in state ? state.job : null)

/** True while a request is sent or its job waits or runs: the form's button says so. */
export const isBusy = (state: JobState) => state.phase === 'sending' || state.phase === 'queued' || state.phase === 'running'

export const isFinal = (state: JobState) => state.phase === 'succeeded' || state.phase === 'failed' || state.phase === 'canceled'

/** How many results are coming: the skeleton cards shown while the job runs. */
export const expectedResults = (state: JobState) =>
  state.phase === 'sending' ? state.variations : (jobOf(state)?.variations ?? 1)

/** A job's view as the state it stands for (a poll, a cancel's answer, a job found running). */
export function stateOfView(job: JobView): JobState {
  switch (job.status) {
    case 'queued':
      return { phase: 'queued', job, position: job.position, estimatedStart: job.estimated_start }
    case 'running':
      return { phase: 'running', job, fraction: job.progress, step: job.step }
    case 'succeeded':
      return { phase: 'succeeded', job }
    case 'failed':
      return { phase: 'failed', job, error: job.error, message: job.error_message }
    default:
      return { phase: 'canceled', job }
  }
}

/**
 * The next state. Events about another job than the one followed (a stream that had not closed
 * yet, a late poll) change nothing, and nothing moves a job back from an end it reached.
 */
export function reduceJob(state: JobState, event: JobEvent): JobState {
  if (event.type === 'reset') return IDLE
  if (event.type === 'send') return { phase: 'sending', variations: event.variations }
  if (event.type === 'refused') return state.phase === 'sending' ? IDLE : state
  if (event.type === 'created') return stateOfView(event.job)

  const job = jobOf(state)
  const id = event.type === 'succeeded' || event.type === 'viewed' ? event.job.id : event.id
  if (!job || job.id !== id || isFinal(state)) return state

  switch (event.type) {
    case 'queued':
      return { phase: 'queued', job, position: event.position, estimatedStart: event.estimated_start }
    case 'progress':
      return { phase: 'running', job: { ...job, status: 'running' }, fraction: event.fraction, step: event.step }
    case 'succeeded':
      return { phase: 'succeeded', job: event.job }
    case 'failed':
      return {
        phase: 'failed',
        job: { ...job, status: 'failed', error: event.error, error_message: event.error_message },
        error: event.error,
        message: event.error_message,
      }
    case 'canceled':
      return { phase: 'canceled', job: { ...job, status: 'canceled' } }
    case 'viewed':
      // A poll may answer with an older progress than the stream already gave: keep the larger.
      if (state.phase === 'running' && event.job.status === 'running')
        return {
          ...state,
          job: event.job,
          fraction: Math.max(state.fraction, event.job.progress),
          step: event.job.step ?? state.step,
        }
      return stateOfView(event.job)
  }
}

/** The events GET /designs/jobs/:id/events sends about a job. */
export const STREAM_EVENTS = ['queued', 'progress', 'succeeded', 'failed', 'canceled'] as const

/** A stream event's JSON as the reducer's event; undefined for anything malformed. */
export function streamEvent(name: (typeof STREAM_EVENTS)[number], data: string): JobEvent | undefined {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(data) as Record<string, unknown>
  } catch {
    return undefined
  }
  if (!body || typeof body.id !== 'string') return undefined
  const id = body.id
  switch (name) {
    case 'queued':
      return {
        type: 'queued',
        id,
        position: typeof body.position === 'number' ? body.position : null,
        estimated_start: typeof body.estimated_start === 'number' ? body.estimated_start : null,
      }
    case 'progress':
      return {
        type: 'progress',
        id,
        fraction: typeof body.fraction === 'number' ? body.fraction : 0,
        step: typeof body.step === 'string' ? body.step : null,
      }
    case 'succeeded':
      return { type: 'succeeded', job: body as unknown as JobView }
    case 'failed':
      return {
        type: 'failed',
        id,
        error: typeof body.error === 'string' ? body.error : null,
        error_message: typeof body.error_message === 'string' ? body.error_message : null,
      }
    case 'canceled':
      return { type: 'canceled', id }
  }
}
