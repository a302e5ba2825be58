import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { listenForJobs } from './job-notices.repo.server'
import { localQueueRepo } from './local-queue.repo.server'
import { placeInLine } from './position'
import type { Delivery, EnqueueOptions, Lane, Queue, QueuedJob, WorkOptions } from './queue'
import { assertQueuedJob } from './queued-job'
import {
  DEFAULT_SLOW_EVERY,
  startListedWorker,
  wakeNowAndAfterCommit,
  type Claim,
  type ClaimSource,
  type RunningWorker,
} from './worker-loop.server'

export interface LocalQueueOptions {
  db: Kysely<Database>
  kind: 'sqlite' | 'postgres'
  /** On PostgreSQL: the connection URL, to hear other processes' enqueues at once (LISTEN). */
  url?: string
  /** A claim's lease (QUEUE_LEASE_SECONDS): a dead worker's job is claimable again after it. */
  leaseMs: number
  /** How often workers look for jobs enqueued by other processes and for expired leases. */
  pollMs?: number
  /** The fairness ratio used by position() (a worker may be given another). */
  slowEvery?: number
}

/** Back-off after a handler threw: 250 ms, doubling per delivery, at most 10 s. */
const backoffMs = (attempt: number) => Math.min(10_000, 250 * 2 ** Math.min(6, attempt - 1))

// Workers of every local queue over the same database in this process, woken by its enqueues.
const wakers = new WeakMap<Kysely<Database>, Set<RunningWorker>>()

// Strictly increasing within the process, so jobs enqueued in the same millisecond keep their order.
let lastSequence = 0
const nextSequence = () => (lastSequence = Math.max(Date.now() * 1000, lastSequence + 1))

/**
 * The `local` back-end: the `queue_job` table and workers in this process (the default for
 * `npm start`, on SQLite or PostgreSQL). Several processes may work the same PostgreSQL table.
 */
export function localQueue(options: LocalQueueOptions): Queue {
  const { db, leaseMs } = options
  const repo = localQueueRepo(db, options.kind)
  const slowEvery = options.slowEvery ?? DEFAULT_SLOW_EVERY
  const workers = new Set<RunningWorker>()
  const shared = wakers.get(db) ?? new Set<RunningWorker>()
  wakers.set(db, shared)
  const wakeAll = () => {
    for (const worker of shared) worker.wake()
  }
  // Enqueues of other processes on PostgreSQL, heard at once (a process that runs no worker does not listen).
  let notices: ReturnType<typeof listenForJobs> | undefined

  const source: ClaimSource = {
    heartbeatMs: Math.max(50, Math.floor(leaseMs / 4)),
    pollMs: options.pollMs ?? 500,
    async claim(lanes: Lane[], workerId: string): Promise<Claim | null> {
      for (const lane of lanes) {
        const row = await repo.claim(lane, workerId, Date.now(), leaseMs)
        if (!row) continue
        const { job, deliveries: attempt, token } = row
        return {
          job,
          attempt,
          renew: () => repo.renew(job.id, token, Date.now() + leaseMs),
          complete: () => repo.complete(job.id, token),
          retry: () => repo.release(job.id, token, Date.now() + backoffMs(attempt)),
          handBack: async () => {
            await repo.release(job.id, token, null)
            wakeAll()
          },
        }
      }
      return null
    },
  }

  return {
    kind: 'local',

    async enqueue(job: QueuedJob, { within }: EnqueueOptions = {}) {
      assertQueuedJob(job)
      await repo.add(job, nextSequence(), within)
      wakeNowAndAfterCommit(wakeAll, !!within)
    },

    async work(handler: (delivery: Delivery) => Promise<void>, workOptions: WorkOptions) {
      if (options.url) notices ??= listenForJobs(options.url, wakeAll)
      return startListedWorker(source, handler, workOptions, workers, shared)
    },

    async cancel(jobId: string) {
      // Deleting a running job's row too: its worker's next heartbeat finds the claim gone and
      // aborts it, whichever process runs it.
      await repo.remove(jobId)
      for (const worker of shared) worker.abort(jobId, new Error('the job was canceled'))
    },

    async position(jobId: string) {
      const around = await repo.waitingAround(jobId, Date.now())
      return around && placeInLine(around.lane, around.ahead, around.otherLane, slowEvery)
    },

    async close() {
      await Promise.all([...workers].map((worker) => worker.stop()))
      await notices?.close()
    },
  }
}
