import type { App } from './app.server'
import { logger } from './log.server'
import type { QueueWorker } from './queue/queue'

const log = logger('worker')

/** A stopping worker lets running jobs finish this long before it hands them back to the queue. */
export const SHUTDOWN_GRACE_MS = 25_000

/**
 * Runs design jobs in this process: the web process with the local queue, every `npm run worker`
 * process with pg-boss. SIGTERM (and SIGINT) stop it gracefully — no new jobs, running ones
 * finish or go back to the queue — then close the queue and end the process.
 */
export async function startJobWorker(app: App): Promise<QueueWorker> {
  const { queue } = app.adapters
  const { workerConcurrency: concurrency } = app.adapters.config.queue
  const worker = await queue.work(app.designs.runJob, { concurrency })
  log.info(`running design jobs (${queue.kind} queue, ${concurrency} at a time)`)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: finishing running jobs (up to ${SHUTDOWN_GRACE_MS / 1000} s)`)
    try {
      await worker.stop({ graceMs: SHUTDOWN_GRACE_MS })
      await queue.close()
    } finally {
      process.exit(0)
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal))
  return worker
}
