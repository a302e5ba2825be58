import type { Page } from '@playwright/test'
import { localized, PREFIXES } from '../support/seed-routes'
import { expect, hydrated, signIn, t, test } from './fixtures'

const SAMPLE = [
  '/',
  '/text-to-tattoo',
  '/birth-flower-tattoo-generator',
  '/photo-to-tattoo',
  '/tattoo-try-on',
  '/pricing',
  '/tattoo-styles',
  '/tattoo-ideas/rose',
  '/login',
  '/text-to-tattoo/components/FAQ',
]
const SIGNED_IN_SAMPLE = ['/dashboard', '/dashboard/history', '/profile', '/affiliate/settlement']

// German at desktop width. English at desktop width and Japanese at phone width are held to the
// same on every page by the accessibility walk (a11y.spec.ts), which loads them anyway.
test('pages render and hydrate without errors in /de', async ({ page, context, clientIp }) => {
  // Fourteen pages in one test: the default 30 s is a per-page-sized budget.
  test.setTimeout(120_000)
  const visit = async (path: string) => {
    const url = localized('/de', path)
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    expect(new URL(page.url()).pathname, 'no redirect').toBe(url)
    await expect(page.locator('h1').first()).toBeAttached()
    await hydrated(page)
  }
  for (const path of SAMPLE) await visit(path)
  await signIn(context, clientIp)
  for (const path of SIGNED_IN_SAMPLE) await visit(path)
})

test('client-side navigation gives each page its own title and description, in the page’s language', async ({ page }) => {
  await page.goto('/ko')
  await hydrated(page)
  await expect(page).toHaveTitle(`${t('ko', 'home_title')} — ${t('ko', 'site_tagline')}`)
  await page
    .locator('footer')
    .getByRole('link', { name: t('ko', 'nav_pricing'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/ko\/pricing$/)
  await expect(page).toHaveTitle(`${t('ko', 'pricing_title')} · ${t('ko', 'site_name')}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('ko', 'pricing_description'))
  await page.goBack()
  await expect(page).toHaveTitle(`${t('ko', 'home_title')} — ${t('ko', 'site_tagline')}`)
})

test.describe('not found', () => {
  test.use({ allowConsole: [/status of 404/] })

  test('an unknown path shows the 404 page in the browser', async ({ page }) => {
    const response = await page.goto('/xx/login')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /xx/login')
    await expect(page).toHaveTitle(/Page not found/)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('client-side navigation to a route that fails validation shows the 404 page', async ({ page }) => {
    await page.goto('/tattoo-styles')
    await page.evaluate(() => window.history.pushState({}, '', '/tattoo-styles/Not_Valid'))
    await page.goBack()
    await page.goForward()
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /tattoo-styles/Not_Valid')
  })
})

const WIDE_CONTENT = [
  '/',
  '/text-to-tattoo',
  '/birth-flower-tattoo-generator',
  '/photo-to-tattoo',
  '/tattoo-try-on',
  '/tattoo-styles',
  '/login',
  '/register',
]
const WIDE_SIGNED_IN = ['/dashboard', '/profile']

// Every language at phone width, where space runs out; at desktop width the languages whose words
// run longest (German, French, Vietnamese) and English.
const WIDE_PREFIXES = { mobile: PREFIXES, desktop: ['', '/de', '/fr', '/vi'] } as const
const prefixesFor = (project: string) => (project === 'mobile' ? WIDE_PREFIXES.mobile : WIDE_PREFIXES.desktop)

/** What sticks out sideways on the page as it stands. */
async function offscreen(page: Page, url: string): Promise<string[]> {
  // Text cut off by an overflow:hidden section does not make the page scroll, so look at the
  // elements themselves; strips that scroll sideways on purpose are left alone.
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX
        if (x === 'auto' || x === 'scroll') return true
      }
      return false
    }
    const out: string[] = []
    if (document.documentElement.scrollWidth > width) out.push(`page is ${document.documentElement.scrollWidth}px wide`)
    for (const el of document.querySelectorAll('main h1, main h2, main h3, main p, main a, main button, main li')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height <= 1 || scrollsSideways(el)) continue
      if (r.right > width + 1 || r.left < -1)
        out.push(
          `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}" spans ${Math.round(r.left)}–${Math.round(r.right)}px`,
        )
    }
    return out
  })
  return found.map((f) => `${url}: ${f}`)
}

test.describe('nothing runs off the side of the screen', () => {
  test.describe('public pages, as the server sends them', () => {
    // A public page's layout is the server's HTML, its style sheet and its fonts: hydration keeps
    // the markup (a mismatch fails "pages render and hydrate" above), so these pages are looked at
    // without running their scripts, a third of the time per page on a busy runner.
    test.use({ javaScriptEnabled: false })
    // Two tests per project, so the two workers share the walk.
    for (const half of [0, 1]) {
      test(`in every language, part ${half + 1} @mobile`, async ({ page }, info) => {
        const prefixes = prefixesFor(info.project.name).filter((_, i) => i % 2 === half)
        test.setTimeout(30_000 + prefixes.length * WIDE_CONTENT.length * 3_000)
        const problems: string[] = []
        for (const path of WIDE_CONTENT) {
          for (const prefix of prefixes) {
            const url = localized(prefix, path)
            await page.goto(url)
            await page.evaluate(() => document.fonts.ready)
            problems.push(...(await offscreen(page, url)))
          }
        }
        expect(problems).toEqual([])
      })
    }
  })

  test('signed-in pages, in every language @mobile', async ({ page, context, clientIp }, info) => {
    const prefixes = prefixesFor(info.project.name)
    // A page load takes up to ≈ 4 s on a busy 2-core runner.
    test.setTimeout(30_000 + prefixes.length * WIDE_SIGNED_IN.length * 5_000)
    await signIn(context, clientIp)
    const problems: string[] = []
    for (const path of WIDE_SIGNED_IN) {
      for (const prefix of prefixes) {
        const url = localized(prefix, path)
        await page.goto(url)
        await hydrated(page)
        problems.push(...(await offscreen(page, url)))
      }
    }
    expect(problems).toEqual([])
  })
})
