import { setTimeout as sleep } from 'node:timers/promises'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserCaller } from '@/server/caller'
import { tooFast } from '@/server/limits/rate-limiter.server'
import { EventStream, type ServerEvent, type Service } from '@/server/service'
import type { DesignsRepo } from './designs.repo.server'
import type { ViewJob } from './view-job.server'

/** How often the stream looks at the job: its row is the truth, whichever process runs it. */
const POLL_MS = 250
/** A stream ends after this long; the browser's EventSource reconnects and goes on. */
const MAX_STREAM_MS = 10 * 60_000
/** Streams one user may hold open in this process: a studio watches a few jobs, not hundreds. */
const MAX_STREAMS_PER_USER = 8
/** Streams this process serves at once; past it, clients fall back to asking GET /designs/jobs/:id. */
const MAX_STREAMS = 400
/** How often a waiting job's place in line is worked out again. */
const POSITION_EVERY_MS = 2000

/**
 * GET /designs/jobs/:id/events: what happens to one of the caller's jobs, as server-sent events —
 * `queued` (position, estimated start) whenever its place changes, `progress` (fraction, step),
 * then one of `succeeded` (the job with its outputs), `failed` (reason and message) or `canceled`,
 * after which the stream ends. A job that already ended answers with that last event at once.
 * A user holds at most eight streams open at once, a process 400 (429 past that): each one reads
 * the job's row four times a second.
 */
export function jobEvents(deps: { repo: DesignsRepo; viewJob: ViewJob }): Service<{ id: string }, EventStream, UserCaller> {
  const open = new Map<string, number>()
  let total = 0
  return async (caller, { id }) => {
    const userId = caller.user.id
    if (!(await deps.repo.jobOf(userId, id))) throw new AppError(ErrorCode.NOT_FOUND, 'Not Found')
    if ((open.get(userId) ?? 0) >= MAX_STREAMS_PER_USER || total >= MAX_STREAMS) throw tooFast(5)
    open.set(userId, (open.get(userId) ?? 0) + 1)
    total++
    return new EventStream(async function* (signal) {
      try {
        yield* watch(caller, id, signal)
      } finally {
        total--
        const left = (open.get(userId) ?? 1) - 1
        if (left > 0) open.set(userId, left)
        else open.delete(userId)
      }
    })
  }

  /**
   * Each look reads the job's status and progress by its key; the queue position (which counts
   * the waiting jobs) is worked out at most every two seconds, and the full view once, at the end.
   */
  async function* watch(caller: UserCaller, id: string, signal: AbortSignal): AsyncGenerator<ServerEvent> {
    const until = Date.now() + MAX_STREAM_MS
    let last = ''
    let placedAt = 0
    let place: ServerEvent | undefined
    while (!signal.aborted && Date.now() < until) {
      const state = await deps.repo.stateOf(id)
      if (!state) {
        // Deleted meanwhile.
        yield { event: 'canceled', data: { id } }
        return
      }
      let event: ServerEvent
      if (state.status === 'queued') {
        if (!place || Date.now() - placedAt >= POSITION_EVERY_MS) {
          const job = await deps.viewJob(caller, { id })
          place = { event: 'queued', data: { id, position: job.position, estimated_start: job.estimated_start } }
          placedAt = Date.now()
        }
        event = place
      } else if (state.status === 'running')
        event = { event: 'progress', data: { id, fraction: Number(state.progress), step: state.step } }
      else event = await finalEvent(caller, id)
      const key = JSON.stringify(event)
      if (key !== last) {
        last = key
        yield event
      }
      if (state.status !== 'queued' && state.status !== 'running') return
      await sleep(POLL_MS, undefined, { signal }).catch(() => {})
    }
  }

  async function finalEvent(caller: UserCaller, id: string): Promise<ServerEvent> {
    const job = await deps.viewJob(caller, { id }).catch(() => undefined)
    if (!job || job.status === 'canceled') return { event: 'canceled', data: { id } }
    if (job.status === 'succeeded') return { event: 'succeeded', data: job }
    return { event: 'failed', data: { id, error: job.error, error_message: job.error_message } }
  }
}
