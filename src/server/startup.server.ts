import type { Kysely } from 'kysely'
import { openDatabase, type DatabaseHandle } from './db/database.server'
import { migrateToLatest } from './db/migrate.server'
import type { Database } from './db/schema'
import { config, ConfigError } from './env.server'
import { logger, setLogLevel } from './log.server'

const log = logger('startup')

let handle: DatabaseHandle | undefined
let starting: Promise<void> | undefined

/**
 * Validates the configuration, opens the database and runs pending migrations, once per
 * process. Every request waits for it; the server entry calls it at boot so that a bad
 * configuration stops the process before it serves anything.
 */
export function ensureStarted(): Promise<void> {
  starting ??= (async () => {
    const cfg = config()
    setLogLevel(cfg.logLevel)
    const opened = openDatabase(cfg.database)
    try {
      const { results } = await migrateToLatest(opened.db as Kysely<unknown>)
      for (const r of results ?? []) log.info(`migration ${r.migrationName}: ${r.status}`)
    } catch (error) {
      await opened.destroy().catch(() => {})
      throw error
    }
    handle = opened
    const where = cfg.database.kind === 'sqlite' ? cfg.database.file : 'PostgreSQL'
    log.info(`database ready (${cfg.database.kind}: ${where}); serving ${cfg.publicUrl}`)
  })()
  return starting
}

/** Boot-time start: a failure is fatal and explained in one message. */
export function bootOrExit(): void {
  ensureStarted().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message)
    else console.error('Inkdraft could not start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

export function databaseHandle(): DatabaseHandle {
  if (!handle) throw new Error('The database is not open yet; await ensureStarted() first.')
  return handle
}

export function db(): Kysely<Database> {
  return databaseHandle().db
}
