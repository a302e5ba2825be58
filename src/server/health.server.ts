import type { Kysely } from 'kysely'
import { pingDatabase } from './db/database.server'
import { pendingMigrations } from './db/migrate.server'
import { ensureStarted } from './startup.server'

const HEADERS = { 'cache-control': 'no-store' }

/** Liveness: the process answers. */
export function liveness(): Response {
  return Response.json({ status: 'ok', build_id: __BUILD_ID__ }, { headers: HEADERS })
}

/**
 * Readiness: the database answers and the schema is current. A load balancer sends no traffic
 * to an instance that answers 503 here.
 */
export async function readiness(): Promise<Response> {
  const started = Date.now()
  try {
    const { adapters } = await ensureStarted()
    const { db, kind } = adapters.database
    await pingDatabase(db)
    const pending = await pendingMigrations(db as Kysely<unknown>)
    if (pending.length) {
      return Response.json({ status: 'unavailable', reason: 'migrations pending', pending }, { status: 503, headers: HEADERS })
    }
    return Response.json({ status: 'ready', database: kind, latency_ms: Date.now() - started }, { headers: HEADERS })
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown'
    return Response.json({ status: 'unavailable', reason: `database: ${reason}` }, { status: 503, headers: HEADERS })
  }
}
