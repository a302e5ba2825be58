import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import pg from 'pg'
import type { TestDatabase } from './databases.ts'

/** Runs SQL on a test server's own database (`$1` placeholders on both engines). */
export function sqlOn(db: TestDatabase) {
  return async function sql(query: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    if (db.kind === 'sqlite') {
      const conn = new Sqlite(join(db.dataDir, 'inkdraft.sqlite'))
      try {
        const statement = conn.prepare(query.replace(/\$\d+/g, '?'))
        if (statement.reader) return statement.all(...params) as Record<string, unknown>[]
        statement.run(...params)
        return []
      } finally {
        conn.close()
      }
    }
    const conn = new pg.Client({ connectionString: db.env.DATABASE_URL })
    await conn.connect()
    try {
      return (await conn.query(query, params)).rows
    } finally {
      await conn.end()
    }
  }
}
