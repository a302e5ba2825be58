import type Sqlite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/**
 * better-sqlite3 compiles SQL on every `prepare`; Kysely prepares every query it runs. The same
 * few dozen statements serve every request, so compiled statements are kept (least recently used
 * first out). A statement still iterating a result (`busy`) is never handed out twice.
 */
export function withStatementCache(sqlite: Sqlite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, Sqlite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const cached = cache.get(sql)
      if (cached && !cached.busy) {
        cache.delete(sql)
        cache.set(sql, cached)
        return cached
      }
      const statement = sqlite.prepare(sql)
      if (!cached) {
        cache.set(sql, statement)
        if (cache.size > max) cache.delete(cache.keys().next().value!)
      }
      return statement
    },
  }
}
