import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors/app-error'
import type { Caller } from '../caller'
import { FileResult } from '../service'
import { fakeApp, testUser } from '../testing/fake-app'
import { sessionCookie } from './client-cookies.server'
import { serveEndpoint } from './endpoint.server'

const SECRET = { secure: false, secret: 'a-test-secret-of-more-than-thirty-two-characters' }
const session = (token: string, overrides = {}, refreshDue = false) => ({ user: testUser(overrides), token, refreshDue })
const cookieFor = (token: string) => sessionCookie(token, SECRET).split(';')[0]!

function request(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method,
    ...init,
    headers: {
      'x-forwarded-for': '10.0.0.9',
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  })
}

const Input = v.object({
  name: v.pipe(v.string('validation_required'), v.minLength(2, 'validation_name')),
  id: v.optional(v.string()),
})

describe('endpoint()', () => {
  it('hands the service the caller and the validated input, and answers in the envelope', async () => {
    const { app } = fakeApp({ sessions: { t1: session('t1') } })
    let seen: { caller: Caller; input: unknown } | undefined
    const res = await serveEndpoint(
      app,
      { auth: 'user', input: Input },
      () => async (caller, input) => {
        seen = { caller, input }
        return { hello: input.name }
      },
      {
        request: request('POST', '/x/42', {
          body: JSON.stringify({ name: 'Ana', extra: true }),
          headers: { cookie: cookieFor('t1'), 'x-locale': 'ja' },
        }),
        params: { id: '42' },
      },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ code: 200, message: 'success', data: { hello: 'Ana' } })
    expect(seen!.input).toEqual({ name: 'Ana', id: '42' })
    expect(seen!.caller).toMatchObject({
      kind: 'user',
      user: { id: 'user-1', role: 'user', rank: 'FREE' },
      session: { token: 't1' },
    })
    expect(seen!.caller.context).toMatchObject({ locale: 'ja', ip: '10.0.0.9', origin: 'http://localhost:3000' })
  })

  it('takes a GET’s input from the query string', async () => {
    const { app } = fakeApp()
    const res = await serveEndpoint(app, { auth: 'public', input: Input }, () => async (_c, input) => input, {
      request: request('GET', '/x?name=Bo'),
      params: {},
    })
    expect((await res.json()).data).toEqual({ name: 'Bo' })
  })

  it('refuses a missing session before reading the body or counting the limit', async () => {
    const { app, counted } = fakeApp()
    const body = new ReadableStream({ pull: () => expect.unreachable('the body was read') })
    const call = serveEndpoint(app, { auth: 'user', input: Input, limit: 'uploadsByUser' }, () => async () => 'no', {
      request: new Request('http://localhost:3000/x', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'content-type': 'application/json' },
      } as RequestInit),
      params: {},
    })
    await expect(call).rejects.toMatchObject({ code: 401, status: 401 })
    expect(counted).toEqual([])
  })

  it('lets only an admin through to an admin operation', async () => {
    const { app } = fakeApp({
      sessions: { u: session('u'), a: session('a', { email: 'owner@example.com' }) },
      adminEmail: 'owner@example.com',
    })
    const call = (token: string) =>
      serveEndpoint(app, { auth: 'admin' }, () => async (caller) => caller.kind, {
        request: request('GET', '/x', { headers: { cookie: cookieFor(token) } }),
        params: {},
      })
    await expect(call('u')).rejects.toMatchObject({ code: 403 })
    expect((await (await call('a')).json()).data).toBe('admin')
  })

  it('counts the request limit per address for visitors and per user for signed-in rules, before the input', async () => {
    const { app, counted, refuseFromNowOn } = fakeApp({ sessions: { t1: session('t1') } })
    const service = () => async () => ({})
    await serveEndpoint(app, { auth: 'public', limit: 'signupByIp' }, service, { request: request('POST', '/x'), params: {} })
    await serveEndpoint(app, { auth: 'user', limit: 'uploadsByUser' }, service, {
      request: request('POST', '/x', { headers: { cookie: cookieFor('t1') } }),
      params: {},
    })
    expect(counted).toEqual([
      { rule: 'signupByIp', key: '10.0.0.9' },
      { rule: 'uploadsByUser', key: 'user-1' },
    ])
    refuseFromNowOn()
    const limited = serveEndpoint(app, { auth: 'public', input: Input, limit: 'signupByIp' }, service, {
      request: request('POST', '/x', { body: 'not json' }),
      params: {},
    })
    await expect(limited).rejects.toThrow('over the limit')
  })

  it("counts visitors under a per-user rule's own visitor rule, per address, and users under the rule itself", async () => {
    const { app, counted } = fakeApp({ sessions: { t1: session('t1') } })
    const service = () => async () => ({})
    const spec = { auth: 'public', limit: 'feedbackByUser' } as const
    await serveEndpoint(app, spec, service, { request: request('POST', '/x'), params: {} })
    await serveEndpoint(app, spec, service, {
      request: request('POST', '/x', { headers: { cookie: cookieFor('t1') } }),
      params: {},
    })
    expect(counted).toEqual([
      { rule: 'feedbackByIp', key: '10.0.0.9' },
      { rule: 'feedbackByUser', key: 'user-1' },
    ])
  })

  it('refuses a JSON body of another type (415) or over its limit (413) before anything else is done', async () => {
    const { app } = fakeApp()
    const seen: unknown[] = []
    const service = () => async (_c: unknown, input: unknown) => void seen.push(input)
    const spec = { auth: 'user', input: Input } as const
    const send = (body: BodyInit, headers: Record<string, string> = {}) =>
      serveEndpoint(app, spec, service, { request: request('POST', '/x', { body, headers }), params: {} })
    // Not signed in: yet the type and the declared size are refused first, without reading the body.
    await expect(send('{"name":"Ana"}', { 'content-type': 'text/plain' })).rejects.toMatchObject({ code: 415 })
    await expect(send('name=Ana', { 'content-type': 'application/x-www-form-urlencoded' })).rejects.toMatchObject({ code: 415 })
    await expect(send('x'.repeat(10), { 'content-length': String(65 * 1024) })).rejects.toMatchObject({ code: 413, status: 413 })
    // A body without a length is counted while it streams in.
    const { app: signedIn } = fakeApp({ sessions: { t1: session('t1') } })
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))
        controller.close()
      },
    })
    const streamed = new Request('http://localhost:3000/x', {
      method: 'POST',
      body: chunks,
      headers: { 'content-type': 'application/json', cookie: cookieFor('t1') },
      duplex: 'half',
    } as RequestInit)
    await expect(serveEndpoint(signedIn, spec, service, { request: streamed, params: {} })).rejects.toMatchObject({ code: 413 })
    expect(seen).toEqual([])
  })

  it('answers invalid input with 400001 and a message key per field; malformed JSON too', async () => {
    const { app } = fakeApp()
    const call = (body: string) =>
      serveEndpoint(app, { auth: 'public', input: Input }, () => async () => 'no', {
        request: request('POST', '/x', { body }),
        params: {},
      })
    await expect(call(JSON.stringify({ name: 'A' }))).rejects.toMatchObject({
      code: 400001,
      data: { fields: { name: 'validation_name' } },
    })
    await expect(call('{')).rejects.toMatchObject({ code: 400001, data: { fields: { _: 'validation_json' } } })
    await expect(call('')).rejects.toMatchObject({ code: 400001, data: { fields: { name: 'validation_required' } } })
  })

  it('reads a multipart form within its limit, the file as bytes', async () => {
    const { app } = fakeApp()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png')
    form.set('kind', 'design')
    const Upload = v.object({ file: v.instance(Uint8Array, 'validation_image'), kind: v.string() })
    const res = await serveEndpoint(
      app,
      { auth: 'public', input: Upload, body: 'multipart', maxFileBytes: 10 },
      () => async (_c, input) => ({ bytes: [...input.file], kind: input.kind }),
      { request: request('POST', '/x', { body: form }), params: {} },
    )
    expect((await res.json()).data).toEqual({ bytes: [1, 2, 3], kind: 'design' })
    const missing = new FormData()
    missing.set('kind', 'design')
    await expect(
      serveEndpoint(app, { auth: 'public', input: Upload, body: 'multipart', maxFileBytes: 10 }, () => async () => 'no', {
        request: request('POST', '/x', { body: missing }),
        params: {},
      }),
    ).rejects.toMatchObject({ code: 400001, data: { fields: { file: 'validation_image' } } })
  })

  it('sends the cookies the service decided with its answer, and renews a session that is due', async () => {
    const { app, extended } = fakeApp({ sessions: { old: session('old', {}, true) } })
    const res = await serveEndpoint(
      app,
      { auth: 'public' },
      () => async (caller) => {
        caller.client.bindSignInNonce('n')
        return {}
      },
      { request: request('POST', '/x', { headers: { cookie: cookieFor('old') } }), params: {} },
    )
    expect(extended).toEqual(['old'])
    const cookies = res.headers.getSetCookie()
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['inkdraft.oidc_nonce', 'inkdraft.session_token'])
    expect(cookies.find((c) => c.startsWith('inkdraft.session_token'))).toContain('Max-Age=2592000')
  })

  it('renews a due session only with an answer that carries its cookie', async () => {
    const { app, extended } = fakeApp({ sessions: { old: session('old', {}, true) } })
    const call = (service: () => Promise<unknown>) =>
      serveEndpoint(app, { auth: 'public' }, () => service, {
        request: request('GET', '/x', { headers: { cookie: cookieFor('old') } }),
        params: {},
      })
    const file = await call(async () => new FileResult(new Uint8Array([1]), 'image/png', 'public-immutable'))
    expect(file.headers.getSetCookie()).toEqual([])
    await expect(call(async () => Promise.reject(new AppError(404, 'Not Found')))).rejects.toMatchObject({ code: 404 })
    expect(extended).toEqual([])
  })

  it('does not renew a session the service ended', async () => {
    const { app, extended } = fakeApp({ sessions: { old: session('old', {}, true) } })
    const res = await serveEndpoint(
      app,
      { auth: 'public' },
      () => async (caller) => {
        caller.client.endSession()
        return {}
      },
      { request: request('POST', '/x', { headers: { cookie: cookieFor('old') } }), params: {} },
    )
    expect(extended).toEqual([])
    expect(res.headers.getSetCookie()).toEqual(['inkdraft.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'])
  })

  it('sends a file as itself: its type, its caching, never as a page', async () => {
    const { app } = fakeApp()
    const res = await serveEndpoint(
      app,
      { auth: 'public' },
      () => async () => new FileResult(new Uint8Array([9]), 'image/png', 'public-day'),
      {
        request: request('GET', '/x'),
        params: {},
      },
    )
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([9]))
  })

  it('lets the service’s AppError through for the router to answer', async () => {
    const { app } = fakeApp()
    const call = serveEndpoint(
      app,
      { auth: 'public' },
      () => async () => {
        throw new AppError(400201, 'Token invalid or expired')
      },
      { request: request('POST', '/x'), params: {} },
    )
    await expect(call).rejects.toMatchObject({ code: 400201, status: 400 })
  })
})
