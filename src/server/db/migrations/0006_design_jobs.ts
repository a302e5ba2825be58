import type { Kysely } from 'kysely'

/**
 * Design jobs run by the queue (issue 8): what a job needs to run again with the same result
 * (seed, variations), the credit it reserved (so success commits and failure releases exactly
 * that one), and the progress a browser watching it is shown. Outputs gain their stencil PDF.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('design_job').addColumn('seed', 'bigint').execute()
  await db.schema
    .alterTable('design_job')
    .addColumn('variations', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  // The quota row the reservation was made in: `image_slow_prompts` or `image_priority_prompts`, and its period.
  await db.schema.alterTable('design_job').addColumn('quota_permission', 'text').execute()
  await db.schema.alterTable('design_job').addColumn('quota_period_start', 'bigint').execute()
  await db.schema
    .alterTable('design_job')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('design_job').addColumn('step', 'text').execute()
  // The same moments to the millisecond, for the queue's statistics (wait and run times).
  for (const column of ['queued_ms', 'started_ms', 'finished_ms'])
    await db.schema.alterTable('design_job').addColumn(column, 'bigint').execute()
  await db.schema.alterTable('design_output').addColumn('pdf_key', 'text').execute()
  // A drawn design's print size; width and height stay the picture's pixels.
  await db.schema.alterTable('design_output').addColumn('width_mm', 'real').execute()
  await db.schema.alterTable('design_output').addColumn('height_mm', 'real').execute()
  // Waiting jobs, for queue estimates; a user's jobs by tool for the history's filter.
  await db.schema.createIndex('design_job_status_idx').on('design_job').columns(['status', 'lane', 'created_at']).execute()
  await db.schema.createIndex('design_job_user_tool_idx').on('design_job').columns(['user_id', 'tool', 'created_at']).execute()
  // The last jobs to finish, for the queue's run-time estimate.
  await db.schema.createIndex('design_job_finished_idx').on('design_job').columns(['status', 'finished_ms']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('design_job_finished_idx').execute()
  await db.schema.dropIndex('design_job_user_tool_idx').execute()
  await db.schema.dropIndex('design_job_status_idx').execute()
  for (const column of ['height_mm', 'width_mm', 'pdf_key'])
    await db.schema.alterTable('design_output').dropColumn(column).execute()
  for (const column of [
    'finished_ms',
    'started_ms',
    'queued_ms',
    'step',
    'progress',
    'quota_period_start',
    'quota_permission',
    'variations',
    'seed',
  ])
    await db.schema.alterTable('design_job').dropColumn(column).execute()
}
