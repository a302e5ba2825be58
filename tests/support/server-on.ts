import { afterAll, beforeAll } from 'vitest'
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases'
import { startServer, type RunningServer } from './server'

/**
 * A suite's own database and built server, started before its tests and stopped after them
 * (behind TRUST_PROXY, so each test client's X-Forwarded-For is its address). Read `db` and
 * `server` inside tests and hooks, once they exist.
 */
export function serverOn(kind: DatabaseKind, env: Record<string, string | undefined> = {}) {
  const suite = {} as { db: TestDatabase; server: RunningServer }
  beforeAll(async () => {
    suite.db = await createTestDatabase(kind)
    suite.server = await startServer({ ...suite.db.env, TRUST_PROXY: 'true', ...env })
  }, 90_000)
  afterAll(async () => {
    await suite.server?.stop()
    await suite.db?.drop()
  })
  return suite
}
