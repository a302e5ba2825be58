import { randomUUID } from 'node:crypto'
import { logger } from '../log.server'
import type { Delivery, Lane, QueuedJob, QueueWorker, WorkOptions } from './queue'

const log = logger('queue')

/** A delivery taken by this worker: the job, and how to renew, settle or give back its claim. */
export interface Claim {
  job: QueuedJob
  attempt: number
  /** Extends the claim; false when it is gone (canceled, or taken over after it ran out). */
  renew(): Promise<boolean>
  /** The handler resolved: the job leaves the queue. */
  complete(): Promise<void>
  /** The handler threw: the job waits a short back-off, then is delivered again. */
  retry(error: unknown): Promise<void>
  /** The worker stops: the job is queued again at once, for another worker. */
  handBack(): Promise<void>
}

/** What a back-end gives the shared worker loop. */
export interface ClaimSource {
  /** Claims the next job of the first lane in `lanes` that has one this worker may take. */
  claim(lanes: Lane[], workerId: string): Promise<Claim | null>
  heartbeatMs: number
  pollMs: number
}

export interface RunningWorker extends QueueWorker {
  /** Aborts the job's delivery if this worker runs it; the claim is left to the canceller. */
  abort(jobId: string, reason: Error): boolean
  /** A job was enqueued in this process: look for work now. */
  wake(): void
}

interface Running {
  claim: Claim
  controller: AbortController
  heartbeat: ReturnType<typeof setInterval>
  /** Set when the claim is no longer this worker's to settle (handed back, canceled, lost). */
  released: boolean
  done: Promise<void>
}

export const DEFAULT_SLOW_EVERY = 3
export const DEFAULT_GRACE_MS = 8_000
/** How long stop() waits for handlers whose signal it aborted, before it returns regardless. */
const ABORT_SETTLE_MS = 1_000

/** Waits for `promise`, or `ms` at most (the timer cleared either way, so it holds no process open). */
async function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

/**
 * The worker both back-ends share: fills `concurrency` slots from the lanes in the order the
 * fairness ratio says, heartbeats each claim while its handler runs, settles it after, and stops
 * gracefully. The back-end's `claim` does the atomic part (and the per-user cap).
 */
export function startWorker(
  source: ClaimSource,
  handler: (delivery: Delivery) => Promise<void>,
  options: WorkOptions,
  onStopped: () => void,
): RunningWorker {
  const workerId = randomUUID()
  const concurrency = Math.max(1, Math.floor(options.concurrency))
  const slowEvery = Math.max(1, Math.floor(options.slowEvery ?? DEFAULT_SLOW_EVERY))
  const running = new Map<string, Running>()
  let prioritySinceSlow = 0
  let stopping = false
  let filling: Promise<void> | null = null
  let fillAgain = false

  // Priority first, except that after `slowEvery` priority jobs the slow lane goes first once.
  const laneOrder = (): Lane[] => (prioritySinceSlow >= slowEvery ? ['slow', 'priority'] : ['priority', 'slow'])

  const fill = () => {
    if (filling) fillAgain = true
    else filling = fillSlots().finally(() => (filling = null))
    return filling
  }

  const fillSlots = async () => {
    try {
      do {
        fillAgain = false
        while (!stopping && running.size < concurrency) {
          const claim = await source.claim(laneOrder(), workerId)
          if (!claim) break
          if (stopping) {
            await claim.handBack()
            break
          }
          prioritySinceSlow = claim.job.lane === 'slow' ? 0 : prioritySinceSlow + 1
          run(claim)
        }
      } while (fillAgain && !stopping)
    } catch (error) {
      log.error('the queue worker could not claim a job', error)
    }
  }

  const run = (claim: Claim) => {
    const controller = new AbortController()
    const entry: Running = {
      claim,
      controller,
      released: false,
      heartbeat: setInterval(() => {
        claim.renew().then(
          (held) => {
            if (held || entry.released) return
            entry.released = true
            controller.abort(new Error('the job was canceled or taken over by another worker'))
          },
          (error: unknown) => log.warn(`could not renew the lease of job ${claim.job.id}`, error),
        )
      }, source.heartbeatMs),
      done: Promise.resolve(),
    }
    running.set(claim.job.id, entry)
    entry.done = (async () => {
      let failure: { error: unknown } | undefined
      try {
        await handler({ job: claim.job, attempt: claim.attempt, signal: controller.signal })
      } catch (error) {
        failure = { error }
      }
      clearInterval(entry.heartbeat)
      try {
        if (!entry.released) await (failure ? claim.retry(failure.error) : claim.complete())
      } catch (error) {
        // The lease runs out and the job is delivered again: at least once.
        log.error(`could not settle job ${claim.job.id}`, error)
      }
      if (failure && !entry.released) log.warn(`job ${claim.job.id} attempt ${claim.attempt} failed`, failure.error)
      running.delete(claim.job.id)
      if (!stopping) void fill()
    })()
  }

  const poll = setInterval(() => void fill(), source.pollMs)
  void fill()

  return {
    wake: () => {
      if (!stopping) void fill()
    },
    abort(jobId, reason) {
      const entry = running.get(jobId)
      if (!entry) return false
      entry.released = true
      clearInterval(entry.heartbeat)
      entry.controller.abort(reason)
      return true
    },
    async stop({ graceMs = DEFAULT_GRACE_MS } = {}) {
      if (stopping) return
      stopping = true
      clearInterval(poll)
      // A claim in flight is handed back by the fill that made it.
      await filling
      const all = () => Promise.all([...running.values()].map((entry) => entry.done))
      await atMost(all(), graceMs)
      const late = [...running.values()]
      for (const entry of late) {
        entry.released = true
        clearInterval(entry.heartbeat)
        entry.controller.abort(new Error('the worker stopped before the job finished'))
      }
      await Promise.all(
        late.map((entry) =>
          entry.claim.handBack().catch((error: unknown) => log.error(`could not hand back job ${entry.claim.job.id}`, error)),
        ),
      )
      await atMost(all(), ABORT_SETTLE_MS)
      onStopped()
    },
  }
}

/** Starts a worker that is listed in `registries` while it runs (so enqueues wake it and cancels reach its jobs). */
export function startListedWorker(
  source: ClaimSource,
  handler: (delivery: Delivery) => Promise<void>,
  options: WorkOptions,
  ...registries: Set<RunningWorker>[]
): RunningWorker {
  const worker = startWorker(source, handler, options, () => {
    for (const registry of registries) registry.delete(worker)
  })
  for (const registry of registries) registry.add(worker)
  return worker
}

/**
 * Wakes the workers now and again shortly: a job enqueued inside the caller's transaction is
 * seen only once the caller commits, just after the enqueue returns.
 */
export function wakeNowAndAfterCommit(wake: () => void, inTransaction: boolean): void {
  wake()
  if (inTransaction) for (const ms of [5, 25, 100]) setTimeout(wake, ms).unref()
}
