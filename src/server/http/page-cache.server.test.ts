import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { createPageCache, inlineScriptHashes, type FinishPage, type RenderPage } from './page-cache.server'

const html = (nonce: string, text = 'Rose') =>
  `<!doctype html><html><head><script nonce="${nonce}">window.theme=1</script>` +
  `<script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/i.js" nonce="${nonce}"></script>` +
  `</head><body>${text.repeat(500)}<script nonce="${nonce}">$_TSR.s()</script></body></html>`
const page = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers } })
const get = (path = '/de', headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://inkdraft.test${path}`, { method, headers })
const sha = (text: string) => createHash('sha256').update(text).digest('base64')
const finish: FinishPage = async (_request, response, nonce) => {
  const headers = new Headers(response.headers)
  headers.set('content-security-policy', `script-src 'nonce-${nonce}'`)
  return new Response(response.body, { status: response.status, headers })
}
let nonces = 0
/** Asks the cache as the server does: under the request's key. */
const ask = (cache: ReturnType<typeof createPageCache>, request: Request, render: RenderPage) =>
  cache.serve(request, cache.keyOf(request)!, render, finish, nonce)
const nonce = () => `n${++nonces}`

function counting(make: (nonce: string) => Response = (n) => page(html(n))) {
  const render = vi.fn<RenderPage>(async (_request, n) => make(n))
  return render
}

describe('anonymous page cache', () => {
  it('renders a page once, then answers from memory with a hash policy, br, gzip or plain as asked', async () => {
    const cache = createPageCache()
    const render = counting()
    const first = await ask(cache, get('/de', { 'accept-encoding': 'br' }), render)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const text = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()
    const second = await ask(cache, get('/de', { 'accept-encoding': 'gzip' }), render)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    const gzipped = Buffer.from(await second.arrayBuffer())
    expect(gunzipSync(gzipped).toString()).toBe(text)
    expect(Number(second.headers.get('content-length'))).toBe(gzipped.length)
    const plain = await ask(cache, get('/de'), render)
    expect(await plain.text()).toBe(text)
    expect(render).toHaveBeenCalledTimes(1)

    const policy = first.headers.get('content-security-policy')!
    expect(policy).not.toContain('nonce-')
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain(`'sha256-${sha('window.theme=1')}'`)
    expect(policy).toContain(`'sha256-${sha('$_TSR.s()')}'`)
    expect(policy).not.toContain(sha('{"a":1}'))
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding')
  })

  it('keys pages by path and query, and answers 304 to a matching If-None-Match, HEAD without a body', async () => {
    const cache = createPageCache()
    const render = counting((n) => page(html(n, `${Math.random()}`)))
    const a = await ask(cache, get('/tattoo-ideas?page=2'), render)
    const b = await ask(cache, get('/tattoo-ideas?page=3'), render)
    expect(await a.text()).not.toBe(await b.text())
    const etag = a.headers.get('etag')!
    const revalidated = await ask(cache, get('/tattoo-ideas?page=2', { 'if-none-match': `"x", ${etag}` }), render)
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    const head = await ask(cache, get('/tattoo-ideas?page=2', {}, 'HEAD'), render)
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('renders concurrent first requests for one page once', async () => {
    const cache = createPageCache()
    const render = counting()
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(cache, get('/ja'), render)))
    expect(render).toHaveBeenCalledTimes(1)
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1)
  })

  it('never stores what is not a plain page for everyone: errors, cookies, other types', async () => {
    const cache = createPageCache()
    for (const make of [
      (n: string) => page(html(n), { status: 404 }),
      (n: string) => page(html(n), { headers: { 'set-cookie': 'a=1' } }),
      () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
      () => new Response(null, { status: 307, headers: { location: '/de' } }),
    ]) {
      const render = counting(make)
      const first = await ask(cache, get('/x'), render)
      const again = await ask(cache, get('/x'), render)
      expect(render).toHaveBeenCalledTimes(2)
      expect(first.headers.get('x-page-cache')).toBeNull()
      expect(again.headers.get('content-security-policy') ?? '').not.toContain('sha256')
    }
    expect(cache.size.pages).toBe(0)
  })

  it('takes only GET and HEAD without a session, and no overlong keys', () => {
    const cache = createPageCache()
    expect(cache.keyOf(get('/de'))).toBe('/de')
    expect(cache.keyOf(get('/de?page=2', {}, 'HEAD'))).toBe('/de?page=2')
    expect(cache.keyOf(get('/de', { cookie: 'i18n_redirected=de; theme=dark' }))).toBe('/de')
    expect(cache.keyOf(get('/de', { cookie: 'inkdraft.session_token=abc.def' }))).toBeUndefined()
    expect(cache.keyOf(get('/pricing', { cookie: 'inkdraft.session_token=abc.def' }))).toBeUndefined()
    expect(cache.keyOf(get('/de', { cookie: '__Secure-inkdraft.session_token=abc.def' }))).toBeUndefined()
    expect(cache.keyOf(new Request('http://inkdraft.test/de', { method: 'POST' }))).toBeUndefined()
    expect(cache.keyOf(get(`/de?q=${'x'.repeat(600)}`))).toBeUndefined()
  })

  it('renders again after the time to live, and drops the least recently used page past its byte budget', async () => {
    let clock = 0
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 25_000, now: () => clock })
    const render = counting((n) => page(html(n, `${Math.random()}`)))
    await ask(cache, get('/a'), render)
    clock = 999
    await ask(cache, get('/a'), render)
    expect(render).toHaveBeenCalledTimes(1)
    clock = 1000
    await ask(cache, get('/a'), render)
    expect(render).toHaveBeenCalledTimes(2)
    for (const path of ['/b', '/c', '/d']) await ask(cache, get(path), render)
    expect(cache.size.bytes).toBeLessThanOrEqual(25_000)
    expect(cache.size.pages).toBeLessThan(4)
    // The newest page is kept.
    const calls = render.mock.calls.length
    await ask(cache, get('/d'), render)
    expect(render).toHaveBeenCalledTimes(calls)
  })

  it('hashes the scripts that run, not JSON data blocks or files', () => {
    expect(inlineScriptHashes(html('x'))).toEqual([sha('window.theme=1'), sha('$_TSR.s()')])
  })
})

describe('signed-in shell', () => {
  const session = { cookie: 'inkdraft.session_token=abc.def; theme=dark', authorization: 'Bearer t' }

  it('gives the workspace in every language its own key when a session comes with the request', () => {
    const cache = createPageCache()
    expect(cache.keyOf(get('/dashboard', session))).toBe('shell:/dashboard')
    expect(cache.keyOf(get('/ja/dashboard/history?page=2', session))).toBe('shell:/ja/dashboard/history?page=2')
    // Without a session the same path is the anonymous page (the server sends it to login).
    expect(cache.keyOf(get('/ja/dashboard/history'))).toBe('/ja/dashboard/history')
    // Only the workspace: a look-alike path, the profile and the affiliate pages render per request.
    for (const path of ['/dashboards', '/profile', '/de/affiliate', '/tattoo-ideas/dashboard'])
      expect(cache.keyOf(get(path, session))).toBeUndefined()
  })

  it('renders the shell once from a request without credentials, and serves it privately to every session', async () => {
    const cache = createPageCache()
    const seen: { cookie: string | null; authorization: string | null; shell?: boolean }[] = []
    const render = vi.fn<RenderPage>(async (request, n, shell) => {
      seen.push({ cookie: request.headers.get('cookie'), authorization: request.headers.get('authorization'), shell })
      return page(html(n))
    })
    const first = await ask(cache, get('/de/dashboard', session), render)
    const other = await ask(cache, get('/de/dashboard', { cookie: 'inkdraft.session_token=zzz.yyy' }), render)
    expect(render).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([{ cookie: null, authorization: null, shell: true }])
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(other.headers.get('x-page-cache')).toBe('hit')
    expect(await other.text()).toBe(await first.text())
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    expect(first.headers.get('content-security-policy')).toContain(`'sha256-${sha('window.theme=1')}'`)

    // The anonymous page of the same path is another entry, rendered as it is (a redirect to login).
    const anonymous = vi.fn<RenderPage>(async () => new Response(null, { status: 307, headers: { location: '/de/login' } }))
    const out = await ask(cache, get('/de/dashboard'), anonymous)
    expect(out.status).toBe(307)
    expect(anonymous).toHaveBeenCalledWith(expect.anything(), expect.any(String))
  })

  it('answers a shell that could not be stored per request, never storing it', async () => {
    const cache = createPageCache()
    const render = vi.fn<RenderPage>(async (_request, n) => page(html(n), { status: 500 }))
    const out = await ask(cache, get('/dashboard', session), render)
    expect(out.status).toBe(500)
    expect(cache.size.pages).toBe(0)
  })
})
