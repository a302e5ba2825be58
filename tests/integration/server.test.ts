import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases'
import { exitCode, spawnServer, startServer, type RunningServer } from '../support/server'

describe.each(databaseKinds)('server on %s', (kind) => {
  let db: TestDatabase
  let server: RunningServer

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    server = await startServer(db.env)
  })
  afterAll(async () => {
    await server?.stop()
    await db?.drop()
  })

  it('migrates at start and reports ready with its database', async () => {
    const res = await fetch(`${server.url}/health/ready`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ status: 'ready', database: kind })
  })

  it('sends the security headers on pages and API answers alike', async () => {
    for (const path of ['/', '/de/pricing', '/common-api/v1/nothing', '/nope']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('strict-transport-security'), path).toBeNull() // plain http here
    }
  })

  it('answers liveness', async () => {
    const res = await fetch(`${server.url}/health`)
    expect(await res.json()).toMatchObject({ status: 'ok' })
  })

  it('publishes its build in /version.json, uncached', async () => {
    const res = await fetch(`${server.url}/version.json`)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const body = (await res.json()) as { build_id: string; built_at: number }
    expect(body.build_id).toMatch(/^[\w-]+$/)
    expect(body.built_at).toBeGreaterThan(1_700_000_000)
    expect(body.built_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
  })

  it('answers unknown API paths with the envelope, not the HTML page', async () => {
    const res = await fetch(`${server.url}/common-api/v1/does-not-exist`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ code: 404, message: 'Not found.', data: null })
    const de = await fetch(`${server.url}/common-api/v1/does-not-exist`, { headers: { 'x-locale': 'de' } })
    expect((await de.json()).message).not.toBe('Not found.')
  })

  it('answers a known API path with the wrong method by 405 and Allow', async () => {
    const res = await fetch(`${server.url}/common-api/v1/login`, { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(await res.json()).toMatchObject({ code: 405, data: { allow: ['POST'] } })
    const trailing = await fetch(`${server.url}/common-api/v1/user/`)
    expect(trailing.status).toBe(401)
  })

  it('refuses state-changing API calls from a foreign origin', async () => {
    const foreign = await fetch(`${server.url}/common-api/v1/anything`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ code: 403 })
    const own = await fetch(`${server.url}/common-api/v1/anything`, {
      method: 'POST',
      headers: { origin: server.url },
      body: '{}',
    })
    expect(own.status).toBe(404)
  })

  it('reports unready instead of failing when its database goes away', async () => {
    if (kind !== 'postgres') return
    await db.drop() // drops with FORCE, closing the server's connections
    const res = await fetch(`${server.url}/health/ready`)
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'unavailable' })
  })
})

describe('start-up configuration', () => {
  it('stops at once, naming each wrong variable', async () => {
    const { child, logs } = spawnServer({ PORT: 'not-a-port', LOG_LEVEL: 'chatty', DATA_DIR: '/tmp/inkdraft-bad-config' })
    expect(await exitCode(child)).toBe(1)
    expect(logs()).toContain('PORT: must be a whole number (got "not-a-port")')
    expect(logs()).toContain('LOG_LEVEL:')
  })

  it('stops when the database cannot be reached, saying why', async () => {
    const { child, logs } = spawnServer(
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: '/tmp/inkdraft-bad-db' },
      0,
    )
    expect(await exitCode(child, 20_000)).toBe(1)
    expect(logs()).toContain('Inkdraft could not start')
    expect(logs()).not.toContain('nobody@')
  })
})
