import { openDatabase, type DatabaseHandle } from './db/database.server'
import { createEngine, type Engine } from './engine.server'
import type { Config } from './env.server'
import { createIdentity, type Identity } from './identity/identity.server'
import { createRateLimiter, type RateLimiter } from './limits/rate-limiter.server'
import { createMailer, type Mailer } from './mail/mailer.server'
import { createPayments, type PaymentsAdapter } from './payments/payments.server'
import type { Payouts } from './payouts/payouts'
import { createPayouts } from './payouts/payouts.server'
import type { Providers } from './providers/provider'
import { createProviders } from './providers/providers.server'
import { createQueue } from './queue/create-queue.server'
import type { Queue } from './queue/queue'
import { createStorage, type Storage } from './storage/storage.server'

/**
 * The infrastructure every module may be given, each built once at start-up from the validated
 * configuration. Modules receive the ones they need from the composition root (app.server.ts);
 * nothing reaches for them through a global.
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
  /** Design jobs to workers (local table or pg-boss). */
  queue: Queue
  /** Who draws a job: the builtin engine and any configured image service. */
  providers: Providers
  /** Who takes payments: the sandbox or Stripe (ADR 45). */
  payments: PaymentsAdapter
  /** Who pays affiliates: the sandbox or PayPal Payouts (ADR 46). */
  payouts: Payouts
}

/** Builds every adapter around the (migrated) database; pg-boss starts before the queue is handed out. */
export async function buildAdapters(config: Config, database: DatabaseHandle = openDatabase(config.database)): Promise<Adapters> {
  const engine = createEngine()
  return {
    config,
    database,
    storage: createStorage(config),
    mailer: createMailer(config, database.db),
    engine,
    queue: await createQueue(config, database),
    providers: createProviders(config, engine),
    limiter: createRateLimiter(database.raw),
    identity: createIdentity(config, database),
    payments: createPayments(config, database),
    payouts: createPayouts(config),
  }
}
