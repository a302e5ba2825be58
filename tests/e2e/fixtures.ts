import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on an uncaught page error or a console error (a hydration mismatch shows up
 * as one), except for failures the test provokes on purpose and declares in `allowConsole`.
 * Give `allowConsole` one pattern: Playwright reads a two-element array as [value, options].
 */
export const test = base.extend<{ allowConsole: RegExp[]; pageErrors: void }>({
  allowConsole: [[], { option: true }],
  pageErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
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
