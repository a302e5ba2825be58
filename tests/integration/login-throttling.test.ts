import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../support/api-client'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { activatedAccount } from '../support/outbox'
import { startServer, type RunningServer } from '../support/server'

const PASSWORD = 'swallow-under-the-rose-7'
/** The server's threshold past which clients without a device cookie share one attempt a minute. */
const ACCOUNT_FAILURES = 50
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++counter}@example.com`

describe.each(databaseKinds)('login throttling on %s', (kind) => {
  let db: TestDatabase
  let server: RunningServer
  let addresses = 0
  /** A browser of its own, from an address never seen before (the server trusts X-Forwarded-For). */
  const fresh = () =>
    new ApiClient(server.url, `10.${kind === 'sqlite' ? 61 : 62}.${Math.floor(++addresses / 250)}.${addresses % 250}`)

  async function sql(query: string, params: unknown[] = []): Promise<void> {
    if (kind === 'sqlite') {
      const conn = new Sqlite(join(db.dataDir, 'inkdraft.sqlite'))
      try {
        conn.prepare(query.replace(/\$\d+/g, '?')).run(...params)
      } finally {
        conn.close()
      }
      return
    }
    const conn = new pg.Client({ connectionString: db.env.DATABASE_URL })
    await conn.connect()
    try {
      await conn.query(query, params)
    } finally {
      await conn.end()
    }
  }

  /** An activated account, and a browser that signed in to it with its password (so holds its device cookie). */
  async function ownerWithDevice() {
    const email = uniqueEmail('owner')
    const device = fresh()
    await activatedAccount(server.url, db.dataDir, email, PASSWORD, device.ip)
    const res = await device.post('/login', { email, password: PASSWORD })
    expect(res.code).toBe(200)
    return { email, device, setCookies: res.headers.getSetCookie() }
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    server = await startServer({ ...db.env, TRUST_PROXY: 'true' })
  }, 90_000)

  afterAll(async () => {
    await server?.stop()
    await db?.drop()
  })

  it('gives a browser that signed in with the password a device cookie for a year, HttpOnly and SameSite=Lax', async () => {
    const { setCookies, device } = await ownerWithDevice()
    const cookie = setCookies.find((c) => c.startsWith('inkdraft.device='))
    expect(cookie).toMatch(/^inkdraft\.device=[\w.-]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(device.cookies.get('inkdraft.device')).toBeTruthy()
  })

  it('does not let strangers lock the owner out: 50+ failures from many addresses leave the trusted browser in and a new one slowed, not locked', async () => {
    const { email, device } = await ownerWithDevice()
    for (let i = 0; i < ACCOUNT_FAILURES; i++)
      expect((await fresh().post('/login', { email, password: `Wrong-guess-${i}` })).code).toBe(400016)
    // The first failure past the threshold takes the minute's one attempt.
    expect((await fresh().post('/login', { email, password: 'Wrong-guess-last' })).code).toBe(400016)

    // (a) The browser that signed in before gets in at once.
    const trusted = await device.post('/login', { email, password: PASSWORD })
    expect(trusted).toMatchObject({ status: 200, code: 200, data: { user: { email } } })

    // (b) The owner on a new browser and address is asked to wait less than a minute, not an hour.
    const owner = fresh()
    const slowed = await owner.post('/login', { email, password: PASSWORD })
    expect(slowed).toMatchObject({ status: 429, code: 429, message: 'request too fast' })
    const retryAfter = Number(slowed.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(slowed.data.retry_after).toBe(retryAfter)

    // The minute passes (its counter's row expires, as it would by itself): the owner gets in.
    await sql('update rate_limit set expire = 1 where key = $1', [`loginSlowLaneByAccount:${email}`])
    expect(await owner.post('/login', { email, password: PASSWORD })).toMatchObject({ status: 200, data: { user: { email } } })
    // And the next stranger waits again.
    expect((await fresh().post('/login', { email, password: 'Wrong-guess-after' })).status).toBe(429)
  })

  it('keeps a trusted browser in even when its own address was used to guess at the account', async () => {
    const { email, device } = await ownerWithDevice()
    const neighbour = new ApiClient(server.url, device.ip)
    for (let i = 0; i < 5; i++)
      expect((await neighbour.post('/login', { email, password: `Nope-${i}-password` })).code).toBe(400016)
    expect((await neighbour.post('/login', { email, password: PASSWORD })).status).toBe(429)
    expect((await device.post('/login', { email, password: PASSWORD })).code).toBe(200)
  })

  it('answers a 129- to 1024-character password like any wrong one (never 500), and a longer one with a field error', async () => {
    const { email } = await ownerWithDevice()
    const wrong = await fresh().post('/login', { email, password: 'Not-the-password-1' })
    for (const length of [129, 500, 1024])
      for (const address of [email, uniqueEmail('nobody')]) {
        const res = await fresh().post('/login', { email: address, password: 'p'.repeat(length) })
        expect({ status: res.status, code: res.code, message: res.message, data: res.data }).toEqual({
          status: wrong.status,
          code: wrong.code,
          message: wrong.message,
          data: wrong.data,
        })
      }
    expect(wrong).toMatchObject({ status: 401, code: 400016 })
    const tooLong = await fresh().post('/login', { email, password: 'p'.repeat(1025) })
    expect(tooLong).toMatchObject({ status: 400, code: 400001, data: { fields: { password: 'validation_password_long' } } })
  })

  it('counts failures for the longest addresses too (limiter keys fit the database)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`
    expect(email).toHaveLength(254)
    const c = fresh()
    for (let i = 0; i < 5; i++) expect((await c.post('/login', { email, password: `Nope-${i}-password` })).code).toBe(400016)
    expect((await c.post('/login', { email, password: PASSWORD })).status).toBe(429)
  })

  it('limits guesses at the current password through PUT /user (5, then 429), and forgives them on success', async () => {
    const { email, device } = await ownerWithDevice()
    const change = (current: string) => ({ current_password: current, new_password: 'a-brand-new-password-42' })
    for (let i = 0; i < 4; i++)
      expect(await device.put('/user', change(`guess-${i}`))).toMatchObject({
        status: 400,
        code: 400001,
        data: { fields: { current_password: 'validation_current_password' } },
      })
    expect((await device.put('/user', { ...change(PASSWORD), new_password: 'an-interim-password-7' })).code).toBe(200)
    for (let i = 0; i < 5; i++) expect((await device.put('/user', change(`guess-${i}`))).code).toBe(400001)
    const refused = await device.put('/user', change('an-interim-password-7'))
    expect(refused).toMatchObject({ status: 429, code: 429 })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect((await device.get('/user')).data.user.email).toBe(email)
    // The password did not change: the interim one still signs in.
    expect((await fresh().post('/login', { email, password: 'an-interim-password-7' })).code).toBe(200)
  })
})
