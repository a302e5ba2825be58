import type { BrowserContext, Page } from '@playwright/test'

/** Stores a theme choice the way the site's storage helper does, before any page script runs. */
export async function saveThemeBeforeLoad(target: Page | BrowserContext, theme: string): Promise<void> {
  await target.addInitScript((t) => {
    localStorage.setItem(
      'inkdraft:theme',
      JSON.stringify({ name: 'theme', content: t, type: 'local', dataType: 'string', timestamp: Date.now() }),
    )
  }, theme)
}
