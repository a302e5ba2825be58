import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { freePort, startServer, type RunningServer } from '../support/server'

const PASSWORD = 'swallow-under-the-rose-7'

/** Every address that has an activation mail in the outbox folder (the embedded transport). */
function mailedAddresses(dataDir: string): Set<string> {
  const dir = join(dataDir, 'outbox')
  const found = new Set<string>()
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
  } catch {
    return found
  }
  for (const file of files) {
    const to = /^To: (.+)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1]?.trim()
    if (to) found.add(to.toLowerCase())
  }
  return found
}

describe.each(databaseKinds)('mail durability on %s', (kind) => {
  let db: TestDatabase
  let server: RunningServer | undefined

  afterAll(async () => {
    await server?.stop()
    await db?.drop()
  })

  it('delivers the mail of every acknowledged sign-up after the server is killed (kill -9) under load', async () => {
    db = await createTestDatabase(kind)
    const port = await freePort()
    // A short lease: the mail the killed process had claimed is free again after 3 s, not 30.
    const env = { ...db.env, PORT: String(port), TRUST_PROXY: 'true', LOG_LEVEL: 'warn', MAIL_LEASE_SECONDS: '3' }
    server = await startServer(env)
    const acknowledged: string[] = []
    let next = 0
    const total = 120
    const signUp = async (): Promise<void> => {
      while (next < total) {
        const n = next++
        const email = `durable.${kind}.${n}@example.com`
        try {
          const res = await fetch(`${server!.url}/common-api/v1/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
            body: JSON.stringify({ email, password: PASSWORD }),
          })
          if (res.ok) acknowledged.push(email)
        } catch {
          // The server is gone: this sign-up was never acknowledged.
        }
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, signUp))
    // Killed in the middle of the load, with mail both stored and in flight.
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5))
    server.child.kill('SIGKILL')
    await load
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)
    expect(acknowledged.length).toBeLessThan(total)

    server = await startServer(env)
    // A mail the dead process had claimed is free again once its lease has passed.
    const deadline = Date.now() + 30_000
    let missing = acknowledged
    while (Date.now() < deadline) {
      const mailed = mailedAddresses(db.dataDir)
      missing = acknowledged.filter((email) => !mailed.has(email))
      if (missing.length === 0) break
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(missing).toEqual([])
  }, 120_000)
})
