import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Kysely } from 'kysely'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.server'
import { migrateToLatest } from '../../src/server/db/migrate.server'
import type { Config } from '../../src/server/env.server'
import { queueContract, type QueueUnderTest } from '../../src/server/queue/queue.contract'
import { postgresAdminUrl } from '../support/databases'
import { createPostgresDatabase } from '../support/postgres-database'
import { openTestQueue, type QueueSpec } from '../support/queue-backends'
import { buildQueueChild } from '../support/queue-child-build'

// Short leases and polls keep the suite quick; the kill -9 case waits for a lease to run out.
const LEASE_MS = 1_000
const POLL_MS = 100

let child: Awaited<ReturnType<typeof buildQueueChild>>
beforeAll(async () => {
  child = await buildQueueChild()
})
afterAll(() => child?.remove())

async function underTest(
  backend: QueueSpec['backend'],
  database: Config['database'],
  drop: () => Promise<void>,
  redeliveryMs: number,
): Promise<QueueUnderTest> {
  const handle: DatabaseHandle = openDatabase(database)
  await migrateToLatest(handle.db as Kysely<unknown>)
  const spec: QueueSpec = { backend, database, leaseMs: LEASE_MS, pollMs: POLL_MS }
  return {
    open: () => openTestQueue(spec, handle),
    db: handle.db,
    childArgs: [child.script, JSON.stringify(spec)],
    redeliveryMs,
    close: async () => {
      await handle.destroy()
      await drop()
    },
  }
}

async function postgres(): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  const created = await createPostgresDatabase(postgresAdminUrl()!, 'inkdraft_queue')
  return { database: { kind: 'postgres', url: created.url, poolMax: 5 }, drop: created.drop }
}

queueContract('local on SQLite', () =>
  underTest(
    'local',
    { kind: 'sqlite', file: join(mkdtempSync(join(tmpdir(), 'inkdraft-queue-')), 'queue.sqlite') },
    async () => {},
    5_000,
  ),
)

if (postgresAdminUrl()) {
  queueContract('local on PostgreSQL', async () => {
    const { database, drop } = await postgres()
    return underTest('local', database, drop, 5_000)
  })
  queueContract('pg-boss', async () => {
    const { database, drop } = await postgres()
    // pg-boss's heartbeat is 10 s at the least, plus a supervision pass and a retry back-off.
    return underTest('pg-boss', database, drop, 30_000)
  })
} else {
  describe.skip('PostgreSQL queues (PostgreSQL unavailable)', () => it('runs the contract'))
}
