/**
 * The job queue's slot (DESIGN.md §3): design requests become jobs that workers run. Issue 8
 * builds its two back-ends behind this interface — the jobs table with an in-process worker
 * (`QUEUE=local`, the default) and pg-boss on PostgreSQL (`QUEUE=pg-boss`, workers started with
 * `npm run worker`) — and passes both through the same contract tests, as storage does. Until
 * then no adapter is built and no configuration is accepted for it.
 */
export type Lane = 'priority' | 'slow'

export interface QueuedJob {
  /** The design job's id; its row (params, status, attempts) is the source of truth. */
  id: string
  lane: Lane
  userId: string
}

export interface Queue {
  /** Hands a job whose row is written to the workers. At least once: a worker may see it again. */
  enqueue(job: QueuedJob): Promise<void>
  /**
   * Runs `handler` for queued jobs, priority first without starving the slow lane, at most
   * `concurrency` at a time, until stopped. A job whose worker dies is handed out again.
   */
  work(
    handler: (job: QueuedJob, signal: AbortSignal) => Promise<void>,
    options: { concurrency: number },
  ): Promise<{ stop(): Promise<void> }>
  /** Takes a job out of the queue, or signals its worker to stop. */
  cancel(jobId: string): Promise<void>
  /** How many jobs wait ahead of this one in its lane (the job view's queue position). */
  position(jobId: string): Promise<number | null>
}
