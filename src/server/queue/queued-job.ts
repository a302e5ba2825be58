import type { QueuedJob } from './queue'

/** A programming error, not a user's: the service builds these from its own rows. */
export function assertQueuedJob(job: QueuedJob): void {
  if (job.lane !== 'priority' && job.lane !== 'slow') throw new Error(`unknown queue lane ${String(job.lane)}`)
  if (!Number.isInteger(job.cap) || job.cap < 1)
    throw new Error(`a job's cap must be a whole number of at least 1 (got ${job.cap})`)
  if (!job.id || !job.userId) throw new Error('a queued job needs its id and its user')
}
