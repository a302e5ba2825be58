import { createHash } from 'node:crypto'
import type { Page, Response } from '@playwright/test'
import { expect, hydrated, signIn, t, test } from './fixtures'
import { violations, watchViolations } from './support/csp-violations'

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

/**
 * A page from the anonymous page cache: no nonce (every visitor gets the same bytes), its inline
 * scripts allowed by hash, its script files from our own origin.
 */
async function openUnderStoredPolicy(page: Page, reported: string[], path: string): Promise<Response> {
  const response = (await page.goto(path))!
  expect(response.status()).toBe(200)
  const policy = response.headers()['content-security-policy'] ?? ''
  expect(policy).not.toContain('nonce-')
  expect(policy).not.toContain('strict-dynamic')
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
    expect(policy).toContain(directive)
  const html = await response.text()
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/(ld\+)?json/.test(attributes!),
  )
  expect(inline.length).toBeGreaterThan(0)
  for (const [, , body] of inline)
    expect(policy).toContain(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) expect(src).toMatch(/^\/[^/]/)
  await hydrated(page)
  expect(await violations(page, reported)).toEqual([])
  return response
}

test.describe('content security policy', () => {
  for (const path of ['/', '/de', '/tattoo-ideas/rose', '/ja/tattoo-styles/fine-line']) {
    test(`${path} is stored for anonymous visitors and runs under its hash policy`, async ({ page }) => {
      const reported = watchViolations(page)
      const response = await openUnderStoredPolicy(page, reported, path)
      expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
      expect(response.headers().vary).toMatch(/\bCookie\b/)
      expect(response.headers().etag).toBeTruthy()
    })
  }

  // With Google sign-in configured, the sign-in pages bind a nonce cookie to each visitor.
  for (const path of ['/login', '/ja/register']) {
    test(`${path} binds a sign-in nonce to the visitor, so it is rendered for each request under a nonce`, async ({ page }) => {
      const reported = watchViolations(page)
      const response = await openUnderPolicy(page, reported, path)
      expect(await response.headerValue('set-cookie')).toBeTruthy()
      expect(response.headers()['x-page-cache']).toBeUndefined()
      expect(response.headers()['cache-control']).toBeUndefined()
    })
  }

  test('a client-side navigation loads and runs the next route under the policy', async ({ page }) => {
    const reported = watchViolations(page)
    await openUnderStoredPolicy(page, reported, '/de')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page
      .getByRole('link', { name: t('de', 'nav_pricing') })
      .first()
      .click()
    await expect(page).toHaveURL(/\/de\/pricing$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The router (a module of our origin) fetched the route's code and rendered it without reloading.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(await violations(page, reported)).toEqual([])
  })

  test('each page rendered per request has its own nonce, the same in the header and the page', async ({ request }) => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      // Not found: not stored, so rendered for each request.
      const response = await request.get('/fr/no-such-page')
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

  test('signed in: the profile is rendered for its visitor, the workspace is the stored shell; both run under their policy', async ({
    page,
    context,
    clientIp,
  }) => {
    await signIn(context, clientIp)
    const reported = watchViolations(page)
    const profile = await openUnderPolicy(page, reported, '/profile')
    expect(profile.headers()['cache-control']).toBe('private, no-store')
    expect(profile.headers().vary).toMatch(/\bCookie\b/)
    // ADR 48: the same shell for every signed-in visitor, the page loaded by the browser.
    const workspace = await openUnderStoredPolicy(page, reported, '/dashboard')
    expect(workspace.headers()['cache-control']).toBe('private, no-cache')
    expect(workspace.headers().vary).toMatch(/\bCookie\b/)
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'dashboard_heading') })).toBeVisible()
    await expect(page.getByRole('button', { name: t('en', 'nav_account_aria') })).toBeVisible()
    expect(await violations(page, reported)).toEqual([])
  })

  // MediaPipe's script, WebAssembly and model under the workspace's policy: the try-on test of the
  // person mask (try-on.spec.ts) loads and runs them with the same watch, on the same stored shell.
})
