import type { Kysely } from 'kysely'
import { buildAdapters } from './adapters.server'
import { composeApp, type App } from './app.server'
import { openDatabase } from './db/database.server'
import { migrateToLatest } from './db/migrate.server'
import { warmFormParser } from './http/form-parser-warmup.server'
import { startJobWorker } from './job-worker.server'
import { config, ConfigError } from './env.server'
import { logger, setLogLevel } from './log.server'

const log = logger('startup')

let starting: Promise<App> | undefined

/** A web process serves requests (and runs jobs with the local queue); a worker process runs jobs only. */
export type ProcessRole = 'web' | 'worker'

/**
 * Validates the configuration, opens the database, runs pending migrations and builds the
 * adapters and modules, once per process. Every request waits for it; the server entry calls it
 * at boot so that a bad configuration stops the process before it serves anything.
 */
export function ensureStarted(role: ProcessRole = 'web'): Promise<App> {
  starting ??= (async () => {
    const cfg = config()
    setLogLevel(cfg.logLevel)
    const database = openDatabase(cfg.database)
    try {
      const { results } = await migrateToLatest(database.db as Kysely<unknown>)
      for (const r of results ?? []) log.info(`migration ${r.migrationName}: ${r.status}`)
    } catch (error) {
      await database.destroy().catch(() => {})
      throw error
    }
    const app = composeApp(await buildAdapters(cfg, database))
    app.adapters.mailer.startSending(app.mailComposers)
    // The engine's runtime is a large module: compiled now, before anyone is served, rather than
    // on the event loop of the first upload while other requests wait behind it.
    await app.adapters.engine.runtime()
    if (role === 'web') await warmFormParser()
    if (role === 'worker' || cfg.queue.kind === 'local') await startJobWorker(app)
    if (role === 'web') {
      app.billing.startSandboxClock()
      app.affiliate.startTimers()
    }
    const where = cfg.database.kind === 'sqlite' ? cfg.database.file : 'PostgreSQL'
    log.info(`database ready (${cfg.database.kind}: ${where}); serving ${cfg.publicUrl}`)
    return app
  })()
  return starting
}

/** Boot-time start: a failure is fatal and explained in one message. */
export function bootOrExit(role: ProcessRole = 'web'): void {
  ensureStarted(role).catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message)
    else console.error('Inkdraft could not start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
