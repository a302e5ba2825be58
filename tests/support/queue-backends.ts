import type { DatabaseHandle } from '../../src/server/db/database.server'
import type { Config } from '../../src/server/env.server'
import { localQueue } from '../../src/server/queue/local-queue.server'
import { pgBossQueue } from '../../src/server/queue/pg-boss-queue.server'
import type { Queue } from '../../src/server/queue/queue'

/** How a test (or its child process) opens a queue: plain JSON, so it crosses to a child. */
export interface QueueSpec {
  backend: 'local' | 'pg-boss'
  database: Config['database']
  leaseMs: number
  pollMs: number
}

export async function openTestQueue(spec: QueueSpec, database: DatabaseHandle): Promise<Queue> {
  if (spec.backend === 'local')
    return localQueue({ db: database.db, kind: database.kind, leaseMs: spec.leaseMs, pollMs: spec.pollMs })
  if (spec.database.kind !== 'postgres') throw new Error('pg-boss runs on PostgreSQL only')
  // Supervision every second, so a dead worker's job (heartbeat ≥ 10 s in pg-boss) returns in seconds.
  return pgBossQueue({ url: spec.database.url, db: database.db, leaseMs: spec.leaseMs, pollMs: spec.pollMs, superviseSeconds: 1 })
}
