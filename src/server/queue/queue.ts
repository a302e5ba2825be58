import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * The job queue (DESIGN.md §3): design requests become jobs that workers run. Two back-ends pass
 * the same contract tests (queue.contract.ts): `local` (the `queue_job` table and a worker in the
 * web process; the default for `npm start`, on SQLite or PostgreSQL) and `pg-boss` (PostgreSQL,
 * workers in separate processes started with `npm run worker`).
 *
 * The queue only delivers: the design job's row (params, status, attempts, outputs) is the source
 * of truth, and the handler that runs a delivery makes its completion idempotent. Delivery is at
 * least once: a job whose worker dies (kill -9) is handed out again once its lease runs out
 * (within QUEUE_LEASE_SECONDS, 20 s by default, well under a minute).
 */
export type Lane = 'priority' | 'slow'

export interface QueuedJob {
  /** The design job's id (a UUID). */
  id: string
  lane: Lane
  userId: string
  /** How many of this user's jobs may run at once (FREE 1, paid ranks 3): the rest wait. */
  cap: number
}

export interface Delivery {
  job: QueuedJob
  /** 1 for the first delivery, 2 after a worker died with it, … */
  attempt: number
  /** Aborted when the job is canceled, or when the worker stops and its grace period ends. */
  signal: AbortSignal
}

export interface WorkOptions {
  /** Jobs run at once by this worker. */
  concurrency: number
  /**
   * Fairness: when both lanes wait, one slow job is taken after every `slowEvery` priority jobs
   * (3 by default), so the slow lane always progresses.
   */
  slowEvery?: number
}

export interface QueueWorker {
  /**
   * Graceful stop (SIGTERM): takes no new job, lets running ones finish for up to `graceMs`, then
   * aborts them and hands them back to the queue (they run again elsewhere, from the start).
   */
  stop(options?: { graceMs?: number }): Promise<void>
}

export interface EnqueueOptions {
  /**
   * The transaction that writes the job's row and reserves its credit: the job is queued if and
   * only if that transaction commits.
   */
  within?: Kysely<Database>
}

export interface Queue {
  readonly kind: 'local' | 'pg-boss'
  /** Hands a job to the workers. */
  enqueue(job: QueuedJob, options?: EnqueueOptions): Promise<void>
  /**
   * Runs `handler` for queued jobs, priority first without starving the slow lane, at most
   * `concurrency` at a time and never more of one user's jobs than their cap. The handler
   * resolving acknowledges the delivery (the job is done, whatever its outcome); throwing hands
   * it back for another delivery.
   */
  work(handler: (delivery: Delivery) => Promise<void>, options: WorkOptions): Promise<QueueWorker>
  /** Takes a queued job out of the queue; a running one's signal is aborted if it runs here. */
  cancel(jobId: string): Promise<void>
  /** Jobs waiting ahead of this one (0: next), or null when it no longer waits. */
  position(jobId: string): Promise<number | null>
  /** Closes what the queue holds open (connections, timers). Workers are stopped first. */
  close(): Promise<void>
}
