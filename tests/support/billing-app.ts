import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { buildAdapters } from '@/server/adapters.server'
import { composeApp, type App } from '@/server/app.server'
import type { UserCaller } from '@/server/caller'
import { openDatabase, type DatabaseHandle } from '@/server/db/database.server'
import { migrateToLatest } from '@/server/db/migrate.server'
import { buildConfig, parseEnv, type Config } from '@/server/env.server'
import { recordingClient } from '@/server/testing/caller'
import { testUser } from '@/server/testing/fake-app'
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases'

/**
 * The composed app over a fresh, migrated database, without an HTTP server: for suites that call
 * services as the transports would. Read the fields inside tests and hooks, once they exist.
 */
export function appOn(kind: DatabaseKind, env: Record<string, string> = {}) {
  const suite = {} as { db: TestDatabase; handle: DatabaseHandle; app: App; config: Config }
  beforeAll(async () => {
    suite.db = await createTestDatabase(kind)
    suite.config = buildConfig(parseEnv({ ...suite.db.env, ...env }))
    suite.handle = openDatabase(suite.config.database)
    await migrateToLatest(suite.handle.db as Kysely<unknown>)
    suite.app = composeApp(await buildAdapters(suite.config, suite.handle))
  }, 60_000)
  afterAll(async () => {
    await suite.handle?.destroy()
    await suite.db?.drop()
  })
  return suite
}

/** A FREE user written as sign-up writes them; returns the id. */
export async function insertUser(handle: DatabaseHandle, email = `buyer.${randomUUID()}@example.com`): Promise<string> {
  const id = randomUUID()
  const now = new Date().toISOString()
  await handle.db
    .insertInto('user')
    .values(
      testUser({
        id,
        name: 'Buyer',
        email,
        email_verified: handle.kind === 'postgres' ? true : 1,
        created_at: now,
        updated_at: now,
      }),
    )
    .execute()
  return id
}

/** The user as a signed-in caller, read afresh (their rank changes as billing works). */
export async function callerOf(handle: DatabaseHandle, userId: string, locale: 'en' | 'de' = 'en'): Promise<UserCaller> {
  const row = await handle.db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()
  return {
    kind: 'user',
    user: { id: row.id, email: row.email, role: 'user', rank: row.rank ?? 'FREE', row },
    session: { token: 'session' },
    context: { locale, ip: '10.0.0.9', userAgent: 'billing-test', origin: 'http://localhost:3000' },
    client: recordingClient().client,
  }
}
