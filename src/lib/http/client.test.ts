import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AppError } from '../errors/app-error'
import { createApiClient } from './client'
import { createErrorHandler, genericErrorText } from './error-catalogue'

type Handler = (req: IncomingMessage, body: string) => { status: number; body?: unknown; statusText?: string; delay?: number }

let server: Server
let base: string
const routes = new Map<string, Handler>()
const hits = new Map<string, number>()
let lastHeaders: IncomingMessage['headers'] = {}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname
      hits.set(path, (hits.get(path) ?? 0) + 1)
      lastHeaders = req.headers
      const out = routes.get(path)?.(req, body) ?? { status: 404, body: { code: 404, message: 'Not Found', data: null } }
      setTimeout(() => {
        res.statusCode = out.status
        if (out.statusText !== undefined) res.statusMessage = out.statusText
        if (out.body !== undefined) {
          res.setHeader('content-type', typeof out.body === 'string' ? 'text/plain' : 'application/json')
          res.end(typeof out.body === 'string' ? out.body : JSON.stringify(out.body))
        } else res.end()
      }, out.delay ?? 0)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/common-api/v1`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

function client(onError = vi.fn()) {
  return { api: createApiClient({ baseURL: base, onError }), onError }
}
const route = (path: string, h: Handler) => {
  routes.set(`/common-api/v1${path}`, h)
  hits.set(`/common-api/v1${path}`, 0)
}
const hitCount = (path: string) => hits.get(`/common-api/v1${path}`)

describe('api client', () => {
  it('returns the envelope data and sends X-Platform: web', async () => {
    route('/ok', () => ({ status: 200, body: { code: 200, message: 'ok', data: { a: 1 } } }))
    const { api, onError } = client()
    await expect(api.get('/ok', { query: { q: 'x' } })).resolves.toEqual({ a: 1 })
    expect(lastHeaders['x-platform']).toBe('web')
    expect(onError).not.toHaveBeenCalled()
  })

  it('sends JSON bodies for POST, PUT and DELETE', async () => {
    route('/echo', (_req, body) => ({ status: 200, body: { code: 200, message: 'ok', data: JSON.parse(body) } }))
    const { api } = client()
    await expect(api.post('/echo', { x: 1 })).resolves.toEqual({ x: 1 })
    await expect(api.put('/echo', { y: 2 })).resolves.toEqual({ y: 2 })
    await expect(api.delete('/echo', { z: 3 })).resolves.toEqual({ z: 3 })
    expect(lastHeaders['content-type']).toContain('application/json')
  })

  it('retries a GET once on a retryable status, never a POST', async () => {
    route('/flaky', () => ({ status: 503, body: { code: 503, message: 'down', data: null } }))
    const { api } = client()
    await expect(api.get('/flaky')).rejects.toMatchObject({ code: 503, status: 503 })
    expect(hitCount('/flaky')).toBe(2)
    route('/flaky', () => ({ status: 503, body: { code: 503, message: 'down', data: null } }))
    await expect(api.post('/flaky', {})).rejects.toBeInstanceOf(AppError)
    expect(hitCount('/flaky')).toBe(1)
  })

  it('does not retry statuses outside the list', async () => {
    for (const status of [400, 401, 403, 404, 422]) {
      route('/no-retry', () => ({ status, body: { code: status, message: 'x', data: null } }))
      await expect(client().api.get('/no-retry')).rejects.toBeInstanceOf(AppError)
      expect(hitCount('/no-retry')).toBe(1)
    }
    for (const status of [408, 409, 425, 429, 500, 502, 504]) {
      route('/retry', () => ({ status, body: { code: status, message: 'x', data: null } }))
      await expect(client().api.get('/retry')).rejects.toBeInstanceOf(AppError)
      expect(hitCount('/retry')).toBe(2)
    }
  })

  it('turns a catalogue code into an AppError and runs the handler', async () => {
    route('/bad', () => ({ status: 400, body: { code: 400001, message: 'Validation failed', data: { fields: { email: 'x' } } } }))
    const { api, onError } = client()
    const error = await api.post('/bad', { email: '' }).catch((e: AppError) => e)
    expect(error).toMatchObject({ code: 400001, status: 400, message: 'Validation failed', kind: 'api' })
    expect((error as AppError).data).toEqual({ fields: { email: 'x' } })
    expect(onError).toHaveBeenCalledWith(error, { method: 'POST', path: '/bad', body: { email: '' } })
  })

  it('treats a 200 answer with a non-200 code as a failure', async () => {
    route('/legacy', () => ({ status: 200, body: { code: 400016, message: 'wrong', data: null } }))
    await expect(client().api.get('/legacy')).rejects.toMatchObject({ code: 400016 })
  })

  it('skips the general handling for calls that handle their own errors', async () => {
    route('/user', () => ({ status: 401, body: { code: 401, message: 'not logged in', data: null } }))
    const { api, onError } = client()
    await expect(api.get('/user', { handlesOwnErrors: true })).rejects.toMatchObject({ code: 401 })
    expect(onError).not.toHaveBeenCalled()
  })

  it('reports a failed answer without a code with its status text, or Response Error', async () => {
    route('/html', () => ({ status: 418, statusText: "I'm a teapot", body: '<html>' }))
    const teapot = await client()
      .api.get('/html')
      .catch((e: AppError) => e)
    expect(teapot).toMatchObject({ kind: 'http', status: 418, message: "I'm a teapot" })
    expect(genericErrorText(teapot as AppError)).toBe("I'm a teapot")
    // HTTP/2 answers carry no status text at all
    const bareFetch = (async () => new Response('<html>', { status: 400, statusText: '' })) as typeof fetch
    const api = createApiClient({ baseURL: base, fetch: bareFetch })
    const bare = await api.get('/bare').catch((e: AppError) => e)
    expect(bare).toMatchObject({ kind: 'http', status: 400, message: 'Response Error' })
    expect(genericErrorText(bare as AppError)).toBe('An error occurred.')
  })

  it('reports a network failure as Request Error', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9/common-api/v1', onError: vi.fn() })
    const error = await api.get('/x', { retry: false }).catch((e: AppError) => e)
    expect(error).toMatchObject({ kind: 'network', code: 0 })
    expect(genericErrorText(error as AppError)).toBe('Request Error')
  })

  it('gives up after the timeout', async () => {
    route('/slow', () => ({ status: 200, body: { code: 200, message: 'ok', data: 1 }, delay: 300 }))
    const error = await client()
      .api.get('/slow', { timeout: 50, retry: false })
      .catch((e: AppError) => e)
    expect(error).toMatchObject({ kind: 'network' })
  })
})

describe('generic error catalogue', () => {
  const tooFast = new AppError(429, 'request too fast')

  it('toasts the server message, or the fallback', () => {
    const toastError = vi.fn()
    const handle = createErrorHandler({ toastError })
    handle(new AppError(400102, 'Quota used up'), { method: 'GET', path: '/', body: undefined })
    handle(new AppError(500, ''), { method: 'GET', path: '/', body: undefined })
    expect(toastError.mock.calls).toEqual([['Quota used up'], ['An error occurred.']])
  })

  it('stays silent about request too fast for a paid rank only', () => {
    const toastError = vi.fn()
    createErrorHandler({ toastError, isPaidRank: () => true })(tooFast, { method: 'GET', path: '/', body: undefined })
    expect(toastError).not.toHaveBeenCalled()
    createErrorHandler({ toastError, isPaidRank: () => false })(tooFast, { method: 'GET', path: '/', body: undefined })
    expect(toastError).toHaveBeenCalledWith('request too fast')
  })

  it('lets a domain take over a code', () => {
    const toastError = vi.fn()
    const on401 = vi.fn()
    const handle = createErrorHandler({ toastError, handlers: new Map([[401, on401]]) })
    handle(new AppError(401, 'no'), { method: 'GET', path: '/', body: undefined })
    expect(on401).toHaveBeenCalled()
    expect(toastError).not.toHaveBeenCalled()
  })
})
