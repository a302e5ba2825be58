import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../support/databases'
import { activatedAccount } from '../support/outbox'
import { HTML_LANG, LOGIN_ROUTES, PREFIXES, PUBLIC_ROUTES, SECTION_ROUTES, localized } from '../support/seed-routes'
import { startServer, type RunningServer } from '../support/server'

/** Where the site says it lives, whatever address the test reaches it on. */
const PUBLIC = 'http://inkdraft.test'

let db: TestDatabase
let server: RunningServer
let session: string

beforeAll(async () => {
  db = await createTestDatabase('sqlite')
  server = await startServer({ ...db.env, TRUST_PROXY: 'true', PUBLIC_URL: PUBLIC, ALLOWED_HOSTS: '127.0.0.1,localhost' })
  session = await activatedAccount(server.url, db.dataDir, 'pages@example.com', 'a long pass phrase 1', '10.9.9.9')
})
afterAll(async () => {
  await server?.stop()
  await db?.drop()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' })
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]

/** Pages that send a reader who is already logged in home. */
const LOGGED_OUT_ONLY = ['/login', '/register', '/forget-password', '/forget-password/sent', '/forget-password/reset']

async function pageFailures(prefix: string, routes: string[], headers: Record<string, string> = {}) {
  const failures: string[] = []
  for (const route of routes) {
    const path = localized(prefix, route)
    const res = await get(path, headers)
    const html = await res.text()
    if (res.status !== 200) failures.push(`${path} → ${res.status}`)
    else if (htmlLang(html) !== HTML_LANG[prefix as keyof typeof HTML_LANG]) failures.push(`${path} → lang=${htmlLang(html)}`)
    else if (!/<title>[^<]+<\/title>/.test(html)) failures.push(`${path} → no <title>`)
    else if (!/<h1[\s>]/.test(html)) failures.push(`${path} → no <h1>`)
  }
  return failures
}

describe('every seed route in every locale', () => {
  it.each(PREFIXES.map((p) => [p || '(en)', p] as const))(
    '%s: public routes answer 200 with the right <html lang>',
    async (_name, prefix) => {
      expect(await pageFailures(prefix, [...PUBLIC_ROUTES, ...SECTION_ROUTES])).toEqual([])
    },
  )

  it.each(PREFIXES.map((p) => [p || '(en)', p] as const))(
    '%s: login-only routes send a logged-out reader to login?from=, and open when logged in',
    async (_name, prefix) => {
      for (const route of LOGIN_ROUTES) {
        const path = localized(prefix, route)
        const res = await get(path)
        expect(res.status, path).toBe(307)
        expect(res.headers.get('location'), path).toBe(`${prefix}/login?from=${encodeURIComponent(path.slice(1))}`)
      }
      expect(await pageFailures(prefix, LOGIN_ROUTES, { cookie: session })).toEqual([])
    },
  )

  it('login, sign-up and reset pages send a logged-in reader home', async () => {
    for (const prefix of ['', '/ko']) {
      for (const route of LOGGED_OUT_ONLY) {
        const res = await get(localized(prefix, route), { cookie: session })
        expect(res.status, route).toBe(307)
        expect(res.headers.get('location'), route).toBe(prefix || '/')
      }
    }
  })

  it('keeps the query of a guarded page in from=', async () => {
    const res = await get('/de/dashboard/history?page=2')
    expect(res.headers.get('location')).toBe(`/de/login?from=${encodeURIComponent('de/dashboard/history?page=2')}`)
  })

  it('titles and descriptions are localized', async () => {
    const en = await (await get('/pricing')).text()
    const de = await (await get('/de/pricing')).text()
    const title = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1]
    const description = (html: string) => /<meta name="description" content="([^"]+)"/.exec(html)?.[1]
    expect(title(en)).toBe('Pricing · Inkdraft')
    expect(title(de)).not.toBe(title(en))
    expect(description(de)).toBeTruthy()
    expect(description(de)).not.toBe(description(en))
  })

  it('answers a locale root with a trailing slash as the locale root, without a redirect', async () => {
    const res = await get('/ja/')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(htmlLang(html)).toBe('ja')
    expect(html).toContain(`rel="canonical" href="${PUBLIC}/ja"`)
  })

  it('drops a search value it refuses from the address instead of failing the page (ADR 52)', async () => {
    const cases: [string, string][] = [
      ['/tattoo-ideas?page=-1', '/tattoo-ideas'],
      ['/tattoo-ideas?page=9007199254740993&style=fine-line', '/tattoo-ideas?style=fine-line'],
      ['/ja/tattoo-ideas/rose?page=abc', '/ja/tattoo-ideas/rose'],
      ['/pricing?currency=xxx&canceled=2', '/pricing'],
      ['/register/verification?email=%7B%7D', '/register/verification'],
    ]
    for (const [asked, kept] of cases) {
      const res = await get(asked)
      expect([asked, res.status]).toEqual([asked, 307])
      const location = new URL(res.headers.get('location')!, server.url)
      expect(location.pathname + location.search).toBe(kept)
      expect((await get(kept)).status).toBe(200)
    }
  })

  it('lists every language as an alternate of the page, on the public origin', async () => {
    const html = await (await get('/ja/pricing')).text()
    for (const [prefix, lang] of Object.entries(HTML_LANG)) {
      expect(html).toContain(`hrefLang="${lang}" href="${PUBLIC}${prefix}/pricing"`)
    }
    expect(html).toContain(`hrefLang="x-default" href="${PUBLIC}/pricing"`)
    expect(html).toContain(`rel="canonical" href="${PUBLIC}/ja/pricing"`)
  })
})

describe('the signed-in shell (ADR 48)', () => {
  it('is complete HTML from a fresh server’s first rendering: nothing streamed in later by React’s scripts', async () => {
    // Its own server: the first rendering after start is the one that loaded the workspace frame's
    // code lazily and streamed it behind Suspense boundaries, which the page cache then kept.
    const fresh = await startServer({ ...db.env, TRUST_PROXY: 'true', PUBLIC_URL: PUBLIC, ALLOWED_HOSTS: '127.0.0.1,localhost' })
    try {
      for (const path of ['/fr/dashboard/history', '/dashboard', '/ja/dashboard/text-to-tattoo']) {
        const res = await fetch(fresh.url + path, { headers: { cookie: session }, redirect: 'manual' })
        expect(res.status, path).toBe(200)
        const html = await res.text()
        expect(html, path).toContain('aria-busy="true"')
        expect(html, path).not.toMatch(/<template id="[BPS]:\d+"|\$R[CSX]\(/)
      }
    } finally {
      await fresh.stop()
    }
  }, 60_000)
})

describe('not found', () => {
  it.each([
    ['/this-page-does-not-exist', 'Page Not Found: /this-page-does-not-exist'],
    ['/xx/login', 'Page Not Found: /xx/login'],
    ['/en/login', 'Page Not Found: /en/login'],
    ['/login/extra', 'Page Not Found: /login/extra'],
    ['/tattoo-ideas/Not_A_Handle', 'Page Not Found: /tattoo-ideas/Not_A_Handle'],
    ['/tattoo-ideas/floral/bad--handle', 'Page Not Found: /tattoo-ideas/floral/bad--handle'],
    ['/tattoo-styles/not-a-style', 'Page Not Found: /tattoo-styles/not-a-style'],
    ['/text-to-tattoo/components/cta', 'Page Not Found: /text-to-tattoo/components/cta'],
    ['/photo-to-tattoo/components/HeroSection', 'Page Not Found: /photo-to-tattoo/components/HeroSection'],
    ['/nope?x=1', 'Page Not Found: /nope?x=1'],
  ])('%s answers 404 with the full path', async (path, text) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html.replaceAll('<!-- -->', '')).toContain(text)
    expect(html).toContain('name="robots" content="noindex"')
  })

  it('a 404 under a locale prefix is in that language', async () => {
    const res = await get('/de/gibt-es-nicht')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(htmlLang(html)).toBe('de')
    expect(html).toContain('/de/gibt-es-nicht')
  })
})

describe('language of the bare home page', () => {
  const browser = (headers: Record<string, string>) => get('/', { 'sec-fetch-dest': 'document', ...headers })

  it('sends a browser to its preferred language and remembers it in i18n_redirected', async () => {
    for (const [accept, target] of [
      ['de-AT,de;q=0.9,en;q=0.5', '/de'],
      ['zh-TW,zh;q=0.9', '/tw'],
      ['pt-BR', '/pt'],
      ['ja', '/ja'],
    ]) {
      const res = await browser({ 'accept-language': accept! })
      expect(res.status, accept).toBe(307)
      expect(res.headers.get('location')).toBe(target)
      expect(res.headers.get('set-cookie')).toBe(`i18n_redirected=${target!.slice(1)}; Max-Age=31536000; Path=/; SameSite=Lax`)
    }
  })

  it('honours the saved language over the browser’s', async () => {
    expect((await browser({ 'accept-language': 'de', cookie: 'i18n_redirected=en' })).status).toBe(200)
    const res = await browser({ 'accept-language': 'de', cookie: 'i18n_redirected=ko' })
    expect(res.headers.get('location')).toBe('/ko')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('keeps the query string and leaves English and non-browser requests alone', async () => {
    expect((await browser({ 'accept-language': 'fr', cookie: '' })).headers.get('location')).toBe('/fr')
    expect((await get('/?ref=ABC', { 'sec-fetch-dest': 'document', 'accept-language': 'vi' })).headers.get('location')).toBe(
      '/vi?ref=ABC',
    )
    expect((await browser({ 'accept-language': 'en-GB,de;q=0.5' })).status).toBe(200)
    expect((await browser({ 'accept-language': 'nl' })).status).toBe(200)
    expect((await get('/', { 'accept-language': 'de' })).status).toBe(200)
  })
})
