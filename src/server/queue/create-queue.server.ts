import type { DatabaseHandle } from '../db/database.server'
import type { Config } from '../env.server'
import { localQueue } from './local-queue.server'
import type { Queue } from './queue'

/**
 * The queue the configuration names (QUEUE): `local` over the app's database, or `pg-boss` in the
 * `pgboss` schema of the same PostgreSQL database. Workers are started by the caller
 * (`queue.work(handler, { concurrency: config.queue.workerConcurrency })`).
 */
export async function createQueue(config: Config, database: DatabaseHandle): Promise<Queue> {
  const leaseMs = config.queue.leaseSeconds * 1000
  if (config.queue.kind === 'local')
    return localQueue({
      db: database.db,
      kind: database.kind,
      leaseMs,
      url: config.database.kind === 'postgres' ? config.database.url : undefined,
    })
  if (config.database.kind !== 'postgres') throw new Error('QUEUE=pg-boss needs DATABASE_URL (PostgreSQL)')
  const { pgBossQueue } = await import('./pg-boss-queue.server')
  return pgBossQueue({ url: config.database.url, db: database.db, leaseMs })
}
