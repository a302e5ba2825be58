import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Config } from '../env.server'
import type { Database } from './schema'

export type DatabaseKind = Config['database']['kind']

export interface DatabaseHandle {
  db: Kysely<Database>
  kind: DatabaseKind
  destroy(): Promise<void>
}

// int8 (bigint) comes back from pg as a string by default; our bigints are Unix seconds and
// money in minor units, far inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

function openSqlite(file: string): Kysely<Database> {
  const database = new Sqlite(file)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
}

function openPostgres(url: string, max: number): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 })
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

export function openDatabase(database: Config['database']): DatabaseHandle {
  const db = database.kind === 'sqlite' ? openSqlite(database.file) : openPostgres(database.url, database.poolMax)
  return { db, kind: database.kind, destroy: () => db.destroy() }
}

/** Cheap round trip used by /health/ready. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
