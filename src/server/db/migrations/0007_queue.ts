import type { Kysely } from 'kysely'

/**
 * The `local` job queue (src/server/queue/local-queue.server.ts): one row per queued or running
 * design job, deleted when its handler finishes. Times are Unix milliseconds, not seconds: leases
 * are a few seconds long and the order of enqueueing must be exact (`enqueued_at` is a millisecond
 * clock times 1000 plus a per-process counter, so two jobs enqueued in the same millisecond keep
 * their order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('queue_job')
    // The design job's id: the queue holds at most one entry per job.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lane', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cap', 'integer', (c) => c.notNull())
    .addColumn('enqueued_at', 'bigint', (c) => c.notNull())
    .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(0))
    // The claim of the worker running it (worker id and delivery); null while it waits.
    .addColumn('locked_by', 'text')
    // A claim lasts until then unless its worker renews it; a waiting row may carry a back-off here.
    .addColumn('locked_until', 'bigint')
    .execute()
  // The claim reads a lane's rows in order; the per-user cap counts a user's live claims.
  await db.schema.createIndex('queue_job_lane_order_idx').on('queue_job').columns(['lane', 'enqueued_at']).execute()
  await db.schema.createIndex('queue_job_user_lock_idx').on('queue_job').columns(['user_id', 'locked_until']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('queue_job').execute()
}
