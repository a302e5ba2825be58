import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../errors/app-error'
import { genericErrorText } from './error-catalogue'
import { createServerFnFetch } from './server-fn-fetch'

type Handler = (req: IncomingMessage) => {
  status: number
  body?: string
  statusText?: string
  serialized?: boolean
  delay?: number
}

let server: Server
let base: string
const routes = new Map<string, Handler>()
const hits = new Map<string, number>()
let lastHeaders: IncomingMessage['headers'] = {}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname
      hits.set(path, (hits.get(path) ?? 0) + 1)
      lastHeaders = req.headers
      const out = routes.get(path)?.(req) ?? { status: 404, body: 'Not Found' }
      setTimeout(() => {
        res.statusCode = out.status
        if (out.statusText !== undefined) res.statusMessage = out.statusText
        res.setHeader('content-type', out.serialized ? 'application/json' : 'text/html')
        if (out.serialized) res.setHeader('x-tss-serialized', 'true')
        res.end(out.body ?? '')
      }, out.delay ?? 0)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_serverFn`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const route = (path: string, h: Handler) => {
  routes.set(`/_serverFn${path}`, h)
  hits.set(`/_serverFn${path}`, 0)
}
const hitCount = (path: string) => hits.get(`/_serverFn${path}`)
const call = (path: string, method = 'GET', options: Parameters<typeof createServerFnFetch>[0] = {}) =>
  createServerFnFetch(options)(`${base}${path}`, { method, headers: { 'x-tsr-serverfn': 'true' } })

describe('the server functions’ fetch (the seed’s client rules)', () => {
  it('sends X-Platform: web and the per-call headers, keeping what the call set itself', async () => {
    route('/ok', () => ({ status: 200, body: '{}', serialized: true }))
    const response = await call('/ok', 'GET', { headers: () => ({ 'X-Locale': 'ja', 'x-tsr-serverfn': 'no' }) })
    expect(response.status).toBe(200)
    expect(lastHeaders['x-platform']).toBe('web')
    expect(lastHeaders['x-locale']).toBe('ja')
    expect(lastHeaders['x-tsr-serverfn']).toBe('true')
  })

  it('retries a GET once on a retryable status, never a POST', async () => {
    route('/flaky', () => ({ status: 503, body: '{}', serialized: true }))
    expect((await call('/flaky')).status).toBe(503)
    expect(hitCount('/flaky')).toBe(2)
    route('/flaky', () => ({ status: 503, body: '{}', serialized: true }))
    expect((await call('/flaky', 'POST')).status).toBe(503)
    expect(hitCount('/flaky')).toBe(1)
  })

  it('retries only the seed’s statuses', async () => {
    for (const status of [400, 401, 403, 404, 422]) {
      route('/no-retry', () => ({ status, body: '{}', serialized: true }))
      await call('/no-retry')
      expect(hitCount('/no-retry'), String(status)).toBe(1)
    }
    for (const status of [408, 409, 425, 429, 500, 502, 504]) {
      route('/retry', () => ({ status, body: '{}', serialized: true }))
      await call('/retry')
      expect(hitCount('/retry'), String(status)).toBe(2)
    }
  })

  it('hands a serialized error to TanStack Start, which rethrows the AppError inside it', async () => {
    route('/bad', () => ({ status: 400, body: '{"t":{}}', serialized: true }))
    const response = await call('/bad', 'POST')
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('{"t":{}}')
  })

  it('reports a failed answer that is not a server function’s with its status text, or Response Error', async () => {
    route('/html', () => ({ status: 418, statusText: "I'm a teapot", body: '<html>' }))
    const teapot = await call('/html', 'POST').catch((e: AppError) => e)
    expect(teapot).toBeInstanceOf(AppError)
    expect(teapot).toMatchObject({ kind: 'http', status: 418, message: "I'm a teapot" })
    expect(genericErrorText(teapot as AppError)).toBe("I'm a teapot")
    // HTTP/2 answers carry no status text at all
    const bareFetch = (async () => new Response('<html>', { status: 400, statusText: '' })) as typeof fetch
    const bare = await call('/bare', 'POST', { fetch: bareFetch }).catch((e: AppError) => e)
    expect(bare).toMatchObject({ kind: 'http', status: 400, message: 'Response Error' })
    expect(genericErrorText(bare as AppError)).toBe('An error occurred.')
  })

  it('reports a network failure as Request Error', async () => {
    const error = await createServerFnFetch()('http://127.0.0.1:9/_serverFn/x', { method: 'POST' }).catch((e: AppError) => e)
    expect(error).toMatchObject({ kind: 'network', code: 0 })
    expect(genericErrorText(error as AppError)).toBe('Request Error')
  })

  it('gives up after the timeout', async () => {
    route('/slow', () => ({ status: 200, body: '{}', serialized: true, delay: 300 }))
    const error = await call('/slow', 'POST', { timeout: 50 }).catch((e: AppError) => e)
    expect(error).toMatchObject({ kind: 'network' })
  })
})
