import pg from 'pg'
import { logger } from '../log.server'

const log = logger('queue')

/** The PostgreSQL channel an enqueue notifies, so workers in other processes start at once. */
export const JOBS_CHANNEL = 'inkdraft_jobs'

/** Listening again after a lost connection waits this long. */
const RECONNECT_MS = 1000

/**
 * Wakes this process's workers when another process enqueues a job: LISTEN on the jobs channel
 * over a connection of its own. An enqueue NOTIFYs in its own transaction, so the notice comes
 * when the job can be claimed. Polling stays as the safety net while the connection is down.
 */
export function listenForJobs(url: string, wake: () => void): { close(): Promise<void> } {
  let client: pg.Client | undefined
  let closed = false
  let retry: ReturnType<typeof setTimeout> | undefined

  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', () => wake())
    next.on('error', (error) => {
      log.warn(`job notices: ${error.message}; listening again`)
      next.end().catch(() => {})
      if (client === next) client = undefined
      schedule()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${JOBS_CHANNEL}`)
      if (closed) await next.end()
      else client = next
    } catch (error) {
      log.warn(`job notices: ${(error as Error).message}; listening again`)
      next.end().catch(() => {})
      schedule()
    }
  }
  const schedule = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, RECONNECT_MS).unref()
  }
  void connect()

  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
