import { setTimeout as sleep } from 'node:timers/promises'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import { tooFast } from '@/server/limits/rate-limiter.server'
import { EventStream, type ServerEvent, type Service } from '@/server/service'
import type { DesignsRepo } from './designs.repo.server'
import type { JobView } from './job-view'
import type { ViewJob } from './view-job.server'

/** How often the stream looks at the job: its row is the truth, whichever process runs it. */
const POLL_MS = 250
/** A stream ends after this long; the browser's EventSource reconnects and goes on. */
const MAX_STREAM_MS = 10 * 60_000
/** Streams one user may hold open in this process: a studio watches a few jobs, not hundreds. */
const MAX_STREAMS_PER_USER = 8

/**
 * GET /designs/jobs/:id/events: what happens to one of the caller's jobs, as server-sent events —
 * `queued` (position, estimated start) whenever its place changes, `progress` (fraction, step),
 * then one of `succeeded` (the job with its outputs), `failed` (reason and message) or `canceled`,
 * after which the stream ends. A job that already ended answers with that last event at once.
 * A user holds at most eight streams open at once (429 past that): each one reads the database
 * four times a second.
 */
export function jobEvents(deps: { repo: DesignsRepo; viewJob: ViewJob }): Service<{ id: string }, EventStream, UserCaller> {
  const open = new Map<string, number>()
  return async (caller, { id }) => {
    const userId = caller.user.id
    if (!(await deps.repo.jobOf(userId, id))) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    if ((open.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) throw tooFast(5)
    open.set(userId, (open.get(userId) ?? 0) + 1)
    return new EventStream(async function* (signal) {
      try {
        yield* watch(caller, id, signal)
      } finally {
        const left = (open.get(userId) ?? 1) - 1
        if (left > 0) open.set(userId, left)
        else open.delete(userId)
      }
    })
  }

  async function* watch(caller: UserCaller, id: string, signal: AbortSignal): AsyncGenerator<ServerEvent> {
    const until = Date.now() + MAX_STREAM_MS
    let last = ''
    while (!signal.aborted && Date.now() < until) {
      let job: JobView
      try {
        job = await deps.viewJob(caller, { id })
      } catch {
        // Deleted meanwhile.
        yield { event: 'canceled', data: { id } }
        return
      }
      const event: ServerEvent =
        job.status === 'queued'
          ? { event: 'queued', data: { id, position: job.position, estimated_start: job.estimated_start } }
          : job.status === 'running'
            ? { event: 'progress', data: { id, fraction: job.progress, step: job.step } }
            : job.status === 'succeeded'
              ? { event: 'succeeded', data: job }
              : job.status === 'failed'
                ? { event: 'failed', data: { id, error: job.error, error_message: job.error_message } }
                : { event: 'canceled', data: { id } }
      const key = JSON.stringify(event)
      if (key !== last) {
        last = key
        yield event
      }
      if (job.status !== 'queued' && job.status !== 'running') return
      await sleep(POLL_MS, undefined, { signal }).catch(() => {})
    }
  }
}
