import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { localized } from '../support/seed-routes'
import { saveThemeBeforeLoad } from '../support/theme'
import { expect, signIn, test } from './fixtures'

const PAGES = [
  '/',
  '/text-to-tattoo',
  '/birth-flower-tattoo-generator',
  '/photo-to-tattoo',
  '/tattoo-try-on',
  '/pricing',
  '/tattoo-styles',
  '/tattoo-ideas',
  '/tattoo-ideas/rose',
  '/tattoo-styles/fine-line',
  '/privacy',
  '/credits',
  '/login',
  '/register',
  '/register/verification?email=jo%40example.com',
  '/forget-password',
  '/nope',
]
const SIGNED_IN_PAGES = ['/dashboard', '/dashboard/tattoo-try-on', '/profile', '/affiliate']

// The 404 page is among the pages checked; the browser logs its status as a console error.
test.use({ allowConsole: [/status of 404/] })

async function seriousViolations(page: Page, paths: string[], rules?: string[]): Promise<string[]> {
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const axe = new AxeBuilder({ page })
    const results = await (
      rules ? axe.withRules(rules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    ).analyze()
    for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      problems.push(
        `${path}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
      )
    }
  }
  return problems
}

const withPrefix = (prefix: string, paths: string[]) => paths.map((path) => localized(prefix, path))

// English at desktop width, Japanese at phone width: every page in each layout and in a second
// script, for half the time of all four pairs (an axe run takes seconds per page on a CI runner).
for (const [prefix, project] of [
  ['', 'desktop'],
  ['/ja', 'mobile'],
] as const) {
  test(`no serious accessibility violations in ${prefix || '/en'} @mobile`, async ({ page, context, clientIp }, info) => {
    test.skip(info.project.name !== project, `checked in the ${project} layout`)
    test.setTimeout(30_000 + (PAGES.length + SIGNED_IN_PAGES.length) * 10_000)
    const problems = await seriousViolations(page, withPrefix(prefix, PAGES))
    await signIn(context, clientIp)
    problems.push(...(await seriousViolations(page, withPrefix(prefix, SIGNED_IN_PAGES))))
    expect(problems).toEqual([])
  })
}

// Colour is all that changes between palettes (the studio palette is covered above), so the other
// themes are held to the contrast rule alone.
for (const theme of ['light', 'dark']) {
  test(`enough contrast in the ${theme} theme`, async ({ page, context, clientIp }) => {
    test.setTimeout(30_000 + (PAGES.length + SIGNED_IN_PAGES.length) * 10_000)
    await saveThemeBeforeLoad(page, theme)
    const problems = await seriousViolations(page, PAGES, ['color-contrast'])
    await signIn(context, clientIp)
    problems.push(...(await seriousViolations(page, SIGNED_IN_PAGES, ['color-contrast'])))
    expect(problems).toEqual([])
  })
}

test('keyboard: skip link, menus and the mobile menu work without a mouse @mobile', async ({ page, isMobile }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  } else {
    await page.getByRole('button', { name: 'Tools' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: /Text to tattoo/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: /Birth flower/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/birth-flower-tattoo-generator$/)
  }
})
