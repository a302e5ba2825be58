import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Config } from '../env.server'
import type { Database } from './schema'
import { withStatementCache } from './statement-cache.server'

export type DatabaseKind = Config['database']['kind']

export interface DatabaseHandle {
  db: Kysely<Database>
  kind: DatabaseKind
  /** The driver underneath, for libraries that speak to it directly (the rate limiter). */
  raw: { kind: 'sqlite'; sqlite: Sqlite.Database } | { kind: 'postgres'; pool: pg.Pool }
  destroy(): Promise<void>
}

// int8 (bigint) comes back from pg as a string by default; our bigints are Unix seconds and
// money in minor units, far inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

function openSqlite(file: string): DatabaseHandle {
  const sqlite = new Sqlite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  return { db, kind: 'sqlite', raw: { kind: 'sqlite', sqlite }, destroy: () => db.destroy() }
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 })
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { db, kind: 'postgres', raw: { kind: 'postgres', pool }, destroy: () => db.destroy() }
}

export function openDatabase(database: Config['database']): DatabaseHandle {
  return database.kind === 'sqlite' ? openSqlite(database.file) : openPostgres(database.url, database.poolMax)
}

/** Cheap round trip used by /health/ready. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
