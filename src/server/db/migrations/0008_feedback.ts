import type { Kysely } from 'kysely'

/**
 * Feedback from readers (POST /feedback): anyone may send it; a signed-in sender's id is kept
 * until the account goes, and a named job's params are copied in, so the report still says what
 * was asked after the job is deleted. `status` is for the admin console (new, read, done).
 * Times are Unix seconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('page', 'text')
    .addColumn('job_id', 'text')
    .addColumn('job_params', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  // The console lists what is new, newest first.
  await db.schema.createIndex('feedback_status_created_idx').on('feedback').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('feedback_user_idx').on('feedback').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute()
}
