import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { freePort, startServer, type RunningServer } from '../support/server.ts'
import { expect, hydrated, t, test } from './fixtures'

/**
 * The cookie notice and analytics (ADR 38), on a server of its own configured with GA4 (sets
 * cookies: asked first) and Plausible (cookieless: loaded without asking). Their scripts are
 * answered here with empty ones, and every request for them is recorded.
 */
let server: RunningServer

test.beforeAll(async () => {
  const port = await freePort()
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'inkdraft-consent-')),
    LOG_LEVEL: 'warn',
    ANALYTICS_GA4_ID: 'G-E2E1234567',
    ANALYTICS_PLAUSIBLE_SCRIPT: 'https://plausible.example/js/script.js',
  })
})
test.afterAll(() => server.stop())

async function recordAnalytics(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(/^https:\/\/(www\.googletagmanager\.com|plausible\.example)\//, (route) => {
    asked.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return asked
}

const google = (asked: string[]) => asked.filter((url) => url.includes('googletagmanager.com/gtag/js?id=G-E2E1234567'))

test('GA4 waits for consent, Plausible does not; the answer is kept and can be changed', async ({ page }) => {
  test.setTimeout(120_000)
  const asked = await recordAnalytics(page)
  await page.goto(`${server.url}/de/tattoo-ideas`)
  await hydrated(page)
  const notice = page.getByRole('region', { name: t('de', 'consent_region') })
  await expect(notice).toBeVisible()
  await expect.poll(() => asked.some((url) => url.startsWith('https://plausible.example/js/script.js'))).toBe(true)
  expect(await page.locator('script[data-domain="127.0.0.1"]').count()).toBe(1)
  expect(google(asked)).toEqual([])

  await notice.getByRole('button', { name: t('de', 'consent_accept') }).click()
  await expect(notice).toBeHidden()
  await expect.poll(() => google(asked).length).toBe(1)

  // Kept across pages and visits, and asked again from the footer (the page starts over without the tags).
  await page.reload()
  await hydrated(page)
  await expect(notice).toBeHidden()
  await expect.poll(() => google(asked).length).toBe(2)
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: t('de', 'consent_settings') }).click()])
  await hydrated(page)
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: t('de', 'consent_decline') }).click()
  await expect(notice).toBeHidden()
  const before = google(asked).length
  await page.reload()
  await hydrated(page)
  await expect(notice).toBeHidden()
  await page.waitForTimeout(2000)
  expect(google(asked).length).toBe(before)
})

test('the pages’ policy lets the configured tools load, stored pages and rendered ones alike', async ({ request }) => {
  for (const path of ['/', '/ja/tattoo-styles/fine-line', '/fr/no-such-page']) {
    const response = await request.get(`${server.url}${path}`)
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/plausible\.example/)
    if (!policy.includes('nonce-')) expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
  }
})
