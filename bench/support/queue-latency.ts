/**
 * Bundled and run by bench/queue.ts: enqueue-to-start latency of an idle worker, for one queue
 * back-end; prints the sorted samples (ms) as JSON.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { openDatabase } from '@/server/db/database.server'
import { migrateToLatest } from '@/server/db/migrate.server'
import type { Config } from '@/server/env.server'
import { localQueue } from '@/server/queue/local-queue.server'
import { pgBossQueue } from '@/server/queue/pg-boss-queue.server'

const [backend, databaseJson, samplesArg] = process.argv.slice(2) as [string, string, string]
const database = JSON.parse(databaseJson) as Config['database']
const handle = openDatabase(database)
await migrateToLatest(handle.db as Kysely<unknown>)
const leaseMs = 20_000
const queue =
  backend === 'local'
    ? localQueue({ db: handle.db, kind: handle.kind, leaseMs })
    : await pgBossQueue({ url: (database as { url: string }).url, db: handle.db, leaseMs })

const started = new Map<string, () => void>()
const worker = await queue.work(
  async (delivery) => {
    started.get(delivery.job.id)?.()
  },
  { concurrency: 2 },
)
const samples: number[] = []
for (let i = 0; i < Number(samplesArg); i++) {
  // Idle between samples: the worker has gone back to waiting for a wake-up or its poll.
  await new Promise((resolve) => setTimeout(resolve, 120))
  const id = randomUUID()
  const start = performance.now()
  const running = new Promise<void>((resolve) => started.set(id, resolve))
  await queue.enqueue({ id, lane: i % 2 ? 'slow' : 'priority', userId: randomUUID(), cap: 1 })
  await running
  samples.push(performance.now() - start)
}
await worker.stop()
await queue.close()
await handle.destroy()
console.log(JSON.stringify(samples.sort((a, b) => a - b)))
