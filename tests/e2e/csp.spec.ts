import { join } from 'node:path'
import type { Page, Response } from '@playwright/test'
import { expect, hydrated, signIn, t, test } from './fixtures'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/**
 * Every report of a blocked script, style, image, frame or request, from the browser's own
 * `securitypolicyviolation` events (the init script runs before the page's, outside its CSP)
 * and from the console, where Chromium explains each block.
 */
function watchViolations(page: Page): string[] {
  const reported: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(`console: ${message.text()}`)
  })
  void page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return reported
}

async function violations(page: Page, reported: string[]): Promise<string[]> {
  return [...reported, ...(await page.evaluate(() => window.cspViolations ?? []))]
}

/** The nonce the page's policy names, after checking the policy is the strict one. */
function policyNonce(response: Response): string {
  const policy = response.headers()['content-security-policy'] ?? ''
  const nonce = /script-src 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'/.exec(policy)?.[1]
  expect(nonce, `a script nonce in: ${policy}`).toBeDefined()
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
    expect(policy).toContain(directive)
  return nonce!
}

/** Every <script> in the HTML as the server sent it carries the page's nonce. */
async function expectScriptsCarry(response: Response, nonce: string) {
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
}

/** Opens `path` and checks its policy, its scripts, hydration and that nothing was blocked. */
async function openUnderPolicy(page: Page, reported: string[], path: string, status = 200): Promise<Response> {
  const response = (await page.goto(path))!
  expect(response.status()).toBe(status)
  await expectScriptsCarry(response, policyNonce(response))
  await hydrated(page)
  expect(await violations(page, reported)).toEqual([])
  return response
}

test.describe('content security policy', () => {
  for (const path of ['/', '/de', '/login', '/ja/register']) {
    test(`${path} runs under the policy and stays cacheable for anonymous visitors`, async ({ page }) => {
      const reported = watchViolations(page)
      const response = await openUnderPolicy(page, reported, path)
      expect(response.headers()['cache-control']).toBeUndefined()
      expect(response.headers().vary).toMatch(/\bCookie\b/)
    })
  }

  test('a client-side navigation loads and runs the next route under the policy', async ({ page }) => {
    const reported = watchViolations(page)
    await openUnderPolicy(page, reported, '/de')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page
      .getByRole('link', { name: t('de', 'nav_pricing') })
      .first()
      .click()
    await expect(page).toHaveURL(/\/de\/pricing$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The router (a nonce'd module) fetched the route's code and rendered it without reloading.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(await violations(page, reported)).toEqual([])
  })

  test('each response has its own nonce, the same in the header and the page', async ({ request }) => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/fr')
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
      expect(nonce).toBeDefined()
      expect(await response.text()).toContain(`<meta property="csp-nonce" content="${nonce}"/>`)
      nonces.add(nonce!)
    }
    expect(nonces.size).toBe(3)
  })

  test.describe('not found', () => {
    test.use({ allowConsole: [/status of 404/] })

    test('the 404 page runs under the policy too', async ({ page }) => {
      const reported = watchViolations(page)
      await openUnderPolicy(page, reported, '/xx/no-such-page', 404)
      await expect(page.getByTestId('error-message')).toBeVisible()
    })
  })

  test('JSON and files keep their own headers', async ({ request }) => {
    const api = await request.get('/common-api/v1/user')
    expect(api.headers()['content-type']).toContain('application/json')
    expect(api.headers()['content-security-policy']).toBeUndefined()
    const vendor = await request.get('/vendor/mediapipe/selfie_segmentation.js')
    expect(vendor.status()).toBe(200)
    expect(vendor.headers()['content-security-policy']).toBeUndefined()
  })

  test('signed in: dashboard and profile are never stored, and run under the policy', async ({ page, context, clientIp }) => {
    await signIn(context, clientIp)
    const reported = watchViolations(page)
    for (const path of ['/dashboard', '/profile']) {
      const response = await openUnderPolicy(page, reported, path)
      expect(response.headers()['cache-control']).toBe('private, no-store')
      expect(response.headers().vary).toMatch(/\bCookie\b/)
    }
  })

  test('the try-on editor loads MediaPipe and its WebAssembly under the policy', async ({ page, context, clientIp }) => {
    test.setTimeout(180_000)
    await signIn(context, clientIp)
    const reported = watchViolations(page)
    await openUnderPolicy(page, reported, '/dashboard/tattoo-try-on')
    await page
      .getByLabel(t('en', 'tryon_body_upload'))
      .setInputFiles(join(import.meta.dirname, '../fixtures/photos/astronaut.png'))
    const canvas = page.getByTestId('try-on-canvas')
    await expect(canvas).toBeVisible({ timeout: 30_000 })
    await page.getByRole('checkbox', { name: t('en', 'tryon_mask_label') }).check()
    // The model loads and runs in the page: seconds, more on a busy machine.
    await expect(canvas).toHaveAttribute('data-person-mask', 'on', { timeout: 90_000 })
    expect(await violations(page, reported)).toEqual([])
  })
})
