import { openDatabase, type DatabaseHandle } from './db/database.server'
import { createEngine, type Engine } from './engine.server'
import type { Config } from './env.server'
import { createIdentity, type Identity } from './identity/identity.server'
import { createRateLimiter, type RateLimiter } from './limits/rate-limiter.server'
import { createMailer, type Mailer } from './mail/mailer.server'
import { createStorage, type Storage } from './storage/storage.server'

/**
 * The infrastructure every module may be given, each built once at start-up from the validated
 * configuration. Modules receive the ones they need from the composition root (app.server.ts);
 * nothing reaches for them through a global. The queue and payments join here when their
 * back-ends exist (queue/queue.ts, payments/payments.ts describe the slots).
 */
export interface Adapters {
  config: Config
  /** For repositories only: services never write SQL. */
  database: DatabaseHandle
  storage: Storage
  mailer: Mailer
  engine: Engine
  limiter: RateLimiter
  identity: Identity
}

/** Opens the database (not yet migrated) and builds every adapter around it. */
export function buildAdapters(config: Config, database: DatabaseHandle = openDatabase(config.database)): Adapters {
  return {
    config,
    database,
    storage: createStorage(config),
    mailer: createMailer(config, database.db),
    engine: createEngine(),
    limiter: createRateLimiter(database.raw),
    identity: createIdentity(config, database),
  }
}
