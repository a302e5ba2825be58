import type { Kysely } from 'kysely'

/**
 * The print check of each design output, mm at its print size: the thinnest line, the narrowest
 * gap between inks, the smallest lettering cap height. Null where nothing was measured: try-on
 * composites, outputs stored before this migration, a gap or cap height the design does not have.
 */
const COLUMNS = ['line_mm', 'gap_mm', 'cap_mm'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('design_output').addColumn(column, 'real').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('design_output').dropColumn(column).execute()
}
