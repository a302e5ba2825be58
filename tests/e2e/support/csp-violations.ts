import type { Page } from '@playwright/test'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/**
 * Every report of a blocked script, style, image, frame or request, from the browser's own
 * `securitypolicyviolation` events (the init script runs before the page's, outside its CSP)
 * and from the console, where Chromium explains each block. Call before the page is opened.
 */
export function watchViolations(page: Page): string[] {
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

/** What the policy blocked so far on the page `watchViolations` watches. */
export async function violations(page: Page, reported: string[]): Promise<string[]> {
  return [...reported, ...(await page.evaluate(() => window.cspViolations ?? []))]
}
