import type { Kysely } from 'kysely'

/**
 * Designs: the files users send (`upload`), and the design jobs with their outputs. Try-on saves
 * are the first jobs (rendered at once); the queue for the drawing tools writes the same rows.
 * Times are Unix seconds; params are JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // What it was sent as: a body photo or a design (for try-on), as the editor lists them.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  // One row per user and picture: sending the same file twice (a double click) gives the same upload.
  await db.schema.createIndex('upload_user_sha256_idx').on('upload').columns(['user_id', 'sha256']).unique().execute()
  await db.schema.createIndex('upload_user_kind_created_idx').on('upload').columns(['user_id', 'kind', 'created_at']).execute()

  await db.schema
    .createTable('design_job')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('lane', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute()
  await db.schema.createIndex('design_job_user_created_idx').on('design_job').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('design_output')
    .addColumn('job_id', 'text', (c) => c.notNull().references('design_job.id').onDelete('cascade'))
    .addColumn('index', 'integer', (c) => c.notNull())
    // The picture (a transparent PNG for drawn designs, a JPEG for try-on composites).
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('svg_key', 'text')
    .addColumn('stencil_key', 'text')
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('design_output_pk', ['job_id', 'index'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['design_output', 'design_job', 'upload']) await db.schema.dropTable(table).execute()
}
