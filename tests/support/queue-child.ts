/**
 * A worker process for the queue contract's kill -9 case (bundled by queue-child-build.ts): works
 * the queue described by its argument with a handler that never returns, and says what it took.
 */
import { openDatabase } from '@/server/db/database.server'
import { openTestQueue, type QueueSpec } from './queue-backends'

const spec = JSON.parse(process.argv[2]!) as QueueSpec
const queue = await openTestQueue(spec, openDatabase(spec.database))
await queue.work(
  async (delivery) => {
    console.log(`started ${delivery.job.id} ${delivery.attempt}`)
    await new Promise(() => {})
  },
  { concurrency: 1 },
)
console.log('working')
