import { PostgresAdapter, type Kysely } from 'kysely'

/** Migrations that need engine-specific column types ask which engine they run on. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
