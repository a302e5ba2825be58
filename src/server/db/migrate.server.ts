import type { Kysely } from 'kysely'
import { Migrator, type MigrationResultSet } from 'kysely/migration'
import { migrations } from './migrations'

export function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    const cause = result.error instanceof Error ? result.error : new Error(String(result.error))
    throw new Error(`Migration ${failed} failed: ${cause.message}`, { cause })
  }
  return result
}

/** Names of migrations that exist in the code but not yet in the database. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const all = await migrator(db).getMigrations()
  return all.filter((m) => !m.executedAt).map((m) => m.name)
}
