import { randomInt, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { activatedAccount } from '../support/outbox.ts'

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//

/**
 * Every test fails on an uncaught page error or a console error (a hydration mismatch shows up
 * as one), except for failures the test provokes on purpose and declares in `allowConsole`.
 * Give `allowConsole` one pattern: Playwright reads a two-element array as [value, options].
 *
 * Third parties (Google's and Apple's scripts) cannot be reached here: their requests are cut
 * off before they leave, so every run sees the same failure, and the console noise of that
 * failure is not the app's.
 *
 * Each test comes from its own client address (the server trusts X-Forwarded-For in the tests),
 * so the per-address sign-up and login limits hold without tests tripping over each other.
 */
export const test = base.extend<{ allowConsole: RegExp[]; pageErrors: void; clientIp: string }>({
  allowConsole: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern
  clientIp: async ({}, use) => use(`10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`),
  extraHTTPHeaders: async ({ clientIp }, use) => use({ 'x-forwarded-for': clientIp }),
  context: async ({ context }, use) => {
    await context.route(
      (url) => !LOCAL.test(url.href),
      (route) => route.abort('blockedbyclient'),
    )
    await use(context)
  },
  pageErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const source = message.location().url
        if (source && !LOCAL.test(source)) return
        errors.push(`console: ${message.text()}`)
      })
      await use()
      const unexpected = errors.filter((e) => !allowConsole.some((pattern) => pattern.test(e)))
      expect(unexpected, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Resolves once React has hydrated the page (TanStack Start removes its bootstrap object then). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete' && !('$_TSR' in window))
}

/** The server's data folder (SQLite, outbox) and the control address of the test OIDC provider. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR!
export const E2E_OIDC_CONTROL = process.env.E2E_OIDC_CONTROL!

/** The password of every account the tests create. */
export const PASSWORD = 'correct horse battery staple'
export const newEmail = () => `e2e-${randomUUID()}@example.com`

/**
 * Signs a new, activated account into the browser context: sign-up through the API, activation
 * from the outbox, the session cookie into the context. Returns the account's e-mail address.
 */
export async function signIn(context: BrowserContext, clientIp: string, locale = 'en'): Promise<string> {
  const email = newEmail()
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`
  const cookies = await activatedAccount(baseURL, E2E_DATA_DIR, email, PASSWORD, clientIp, locale)
  await context.addCookies(
    cookies.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=')
      return { name: name!, value: value.join('='), url: baseURL, httpOnly: true, sameSite: 'Lax' as const }
    }),
  )
  return email
}

const catalogues = new Map<string, Record<string, string>>()

/** A message as the reader sees it in a language, straight from that language's catalogue. */
export function t(locale: string, key: string, params: Record<string, string> = {}): string {
  if (!catalogues.has(locale)) {
    catalogues.set(locale, JSON.parse(readFileSync(join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')))
  }
  const text = catalogues.get(locale)![key]
  if (!text) throw new Error(`no message ${key} in ${locale}`)
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}
