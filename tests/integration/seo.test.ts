import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../support/databases'
import { HTML_LANG, PUBLIC_ROUTES } from '../support/seed-routes'
import { startServer, type RunningServer } from '../support/server'

/** Where the site says it lives; the test reaches it on another address. */
const PUBLIC = 'https://inkdraft.example'

let db: TestDatabase
let server: RunningServer

beforeAll(async () => {
  db = await createTestDatabase('sqlite')
  server = await startServer({ ...db.env, PUBLIC_URL: PUBLIC, ALLOWED_HOSTS: '127.0.0.1,localhost' })
})
afterAll(async () => {
  await server?.stop()
  await db?.drop()
})

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' })
const pathOf = (url: string) => url.slice(PUBLIC.length) || '/'
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]

/** Runs `work` over `items`, `width` at a time. */
async function inTurns<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

async function sitemapUrls(): Promise<string[]> {
  const res = await get('/sitemap.xml')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('xml')
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
}

describe('what search engines are told', () => {
  it('lists every indexed page in every language, each once, on the public origin', async () => {
    const urls = await sitemapUrls()
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.every((u) => u.startsWith(`${PUBLIC}/`))).toBe(true)
    const english = urls.map(pathOf).filter((p) => !/^\/(de|es|fr|ja|ko|pt|tw|vi|zh)(\/|$)/.test(p))
    expect(urls.length).toBe(english.length * 10)
    for (const page of [
      '/',
      '/text-to-tattoo',
      '/tattoo-ideas',
      '/tattoo-styles',
      '/tattoo-styles/fine-line',
      '/tattoo-ideas/rose',
    ])
      expect(english, page).toContain(page)
  })

  it('answers every page of the sitemap with its language, an absolute canonical and 11 alternates', async () => {
    const failures: string[] = []
    await inTurns(await sitemapUrls(), 4, async (url) => {
      const path = pathOf(url)
      const res = await get(path)
      const html = await res.text()
      const prefix = /^\/(de|es|fr|ja|ko|pt|tw|vi|zh)(?=\/|$)/.exec(path)?.[0] ?? ''
      const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0])
      const canonical = links.find((l) => l.includes('rel="canonical"'))
      const alternates = links.filter((l) => l.includes('rel="alternate"') && l.includes('hrefLang='))
      if (res.status !== 200) failures.push(`${path} → ${res.status}`)
      else if (/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] !== HTML_LANG[prefix as keyof typeof HTML_LANG])
        failures.push(`${path} → lang`)
      else if (html.includes('name="robots" content="noindex')) failures.push(`${path} → noindex`)
      else if (!canonical || attr(canonical, 'href') !== url)
        failures.push(`${path} → canonical ${canonical && attr(canonical, 'href')}`)
      else if (alternates.length !== 11 || !alternates.every((l) => attr(l, 'href')?.startsWith(`${PUBLIC}/`)))
        failures.push(`${path} → ${alternates.length} alternates`)
    })
    expect(failures).toEqual([])
  }, 120_000)

  it('keeps every public page it does not list out of the index, or points it at one it lists', async () => {
    const listed = new Set(await sitemapUrls())
    const failures: string[] = []
    for (const route of PUBLIC_ROUTES.filter((r) => !listed.has(PUBLIC + r.split('?')[0]!))) {
      const html = await (await get(route)).text()
      const canonical = /<link [^>]*rel="canonical"[^>]*>/.exec(html)?.[0]
      const elsewhere = canonical !== undefined && listed.has(attr(canonical, 'href') ?? '')
      if (!html.includes('name="robots" content="noindex') && !elsewhere) failures.push(route)
    }
    expect(failures).toEqual([])
  })

  it('sends pages compressed as the browser asks', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.url}/ja/tattoo-ideas`, { headers: { 'accept-encoding': encoding } })
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding)
      expect(await res.text()).toContain('<html lang="ja"')
    }
  })

  it('points crawlers at the sitemap and away from accounts and the API', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`)
    for (const path of ['/dashboard', '/profile', '/common-api/']) expect(text).toContain(`Disallow: ${path}`)
  })

  it('describes an idea page for search: breadcrumbs, its designs and its questions', async () => {
    const html = await (await get('/de/tattoo-ideas/rose')).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    )
    expect(blocks.map((b) => b['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'ImageGallery'])
    const gallery = blocks.find((b) => b['@type'] === 'ImageGallery')
    expect(gallery.image.length).toBeGreaterThanOrEqual(4)
    expect(gallery.image[0].contentUrl).toMatch(new RegExp(`^${PUBLIC}/gallery/[0-9a-f]{16}-\\d+\\.webp$`))
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.at(-1).item).toBe(`${PUBLIC}/de/tattoo-ideas/rose`)
  })

  it('serves the gallery images the pages link, with their stated size', async () => {
    const html = await (await get('/tattoo-ideas/rose')).text()
    const src = /<img[^>]+src="(\/gallery\/[^"]+)"[^>]*width="(\d+)"/.exec(html)
    expect(src).not.toBeNull()
    const res = await get(src![1]!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    // And the page's social card, drawn from the same designs.
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    expect(card).toMatch(new RegExp(`^${PUBLIC}/gallery/card-[0-9a-f]{16}\\.jpg$`))
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    const cardRes = await get(card!.slice(PUBLIC.length))
    expect(cardRes.status).toBe(200)
    expect(cardRes.headers.get('content-type')).toBe('image/jpeg')
  })
})
