import type { Page } from '@playwright/test'
import { localized } from '../support/seed-routes'
import { expect, hydrated, signIn, test } from './fixtures'
import { AxeInPage } from './support/axe'

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
  '/text-to-tattoo/components/FAQ',
  '/privacy',
  '/credits',
  '/login',
  '/register',
  '/register/verification?email=jo%40example.com',
  '/forget-password',
  '/nope',
]
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/dashboard/history',
  '/dashboard/tattoo-try-on',
  '/profile',
  '/affiliate',
  '/affiliate/settlement',
]

// The 404 page is among the pages checked; the browser logs its status as a console error.
test.use({ allowConsole: [/status of 404/] })

/** Serious and critical axe findings on the page as it stands, each labelled with `path`. */
async function seriousViolations(page: Page, path: string, rules?: string[]): Promise<string[]> {
  const axe = new AxeInPage({ page })
  return (rules ? axe.withRules(rules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])).serious(
    path,
  )
}

/**
 * Switches the loaded page to another palette the way the theme switcher does (ADR 4: colour is
 * all that changes between palettes), with transitions off so the colours axe reads are final.
 */
async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important }' })
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t
    document.documentElement.style.colorScheme = t
  }, theme)
}

const withPrefix = (prefix: string, paths: string[]) => paths.map((path) => localized(prefix, path))

// English at desktop width, Japanese at phone width: every page in each layout and in a second
// script, for half the time of all four pairs (an axe run takes seconds per page on a CI runner).
// The English pages are also held to the contrast rule in the light and dark palettes, on the same
// page load. Each walk is cut in three so that the two workers share it. Each page is also held to
// what pages.spec.ts asks of German ones: its status, no redirect, a heading, hydration without an
// error (the fixture fails the test on one).
const WALKS = [
  { prefix: '', project: 'desktop', themes: ['light', 'dark'] as const },
  { prefix: '/ja', project: 'mobile', themes: [] },
] as const
const PARTS = [
  { name: 'public pages, part 1', paths: PAGES.slice(0, 9), signedIn: false },
  { name: 'public pages, part 2', paths: PAGES.slice(9), signedIn: false },
  { name: 'signed-in pages', paths: SIGNED_IN_PAGES, signedIn: true },
]

for (const { prefix, project, themes } of WALKS) {
  for (const part of PARTS) {
    test(`no serious accessibility violations in ${prefix || '/en'}: ${part.name} @mobile`, async ({
      page,
      context,
      clientIp,
    }, info) => {
      test.skip(info.project.name !== project, `checked in the ${project} layout`)
      test.setTimeout(30_000 + part.paths.length * (10_000 + themes.length * 5_000))
      if (part.signedIn) await signIn(context, clientIp)
      const problems: string[] = []
      for (const path of withPrefix(prefix, part.paths)) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(path.endsWith('/nope') ? 404 : 200)
        expect(new URL(page.url()).pathname, `${path}: no redirect`).toBe(path.split('?')[0])
        await expect(page.locator('h1').first()).toBeAttached()
        await hydrated(page)
        problems.push(...(await seriousViolations(page, path)))
        for (const theme of themes) {
          await switchTheme(page, theme)
          problems.push(...(await seriousViolations(page, `${path} (${theme})`, ['color-contrast'])))
        }
      }
      expect(problems).toEqual([])
    })
  }
}

test('the axe check finds what it is there to find: an image without words, text too faint to read', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="8" height="8">' +
      '<p style="color:#777;background:#888">faint</p></main></body></html>',
  )
  const found = (await new AxeInPage({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']))
  const contrastOnly = (await new AxeInPage({ page }).withRules(['color-contrast']).exclude('main p').analyze()).violations
  expect(contrastOnly).toEqual([])
})

test('keyboard: skip link, menus and the mobile menu work without a mouse @mobile', async ({ page, isMobile }) => {
  await page.goto('/')
  await hydrated(page)
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

test('a header menu pressed before its code has arrived opens when it does, unless the reader moved on', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the tools menu is in the desktop header')
  // ADR 50: the menus load on first use. Hold their code back so the press comes first.
  const holds = new Map<string, () => void>()
  const hold = async (name: string) => {
    const held = new Promise<void>((resolve) => holds.set(name, resolve))
    await page.route(new RegExp(`/assets/en/${name}-[\\w-]+\\.js$`), async (route) => {
      await held
      await route.continue()
    })
  }
  await hold('tools-menu')
  await hold('theme-menu')
  await hold('language-menu')
  await page.goto('/')
  await hydrated(page)
  const banner = page.getByRole('banner')

  // From the keyboard: it opens on its first item once it arrives.
  const tools = banner.getByRole('button', { name: 'Tools' })
  await tools.focus()
  await page.keyboard.press('Enter')
  await expect(tools).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('menu')).toHaveCount(0)
  holds.get('tools-menu')!()
  await expect(page.getByRole('menuitem', { name: /Text to tattoo/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(banner.getByRole('button', { name: 'Tools' })).toBeFocused()

  // Escape before it arrives: it stays shut and the focus stays put.
  const theme = banner.getByRole('button', { name: /^Theme:/ })
  await theme.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(theme).toHaveAttribute('aria-expanded', 'false')
  holds.get('theme-menu')!()
  await expect(banner.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(banner.getByRole('button', { name: /^Theme:/ })).toBeFocused()

  // A pointer press opens it; a press elsewhere before it arrives takes that back.
  const language = banner.getByRole('button', { name: /^Language:/ }).first()
  await language.click()
  await page.getByRole('heading', { level: 1 }).click()
  holds.get('language-menu')!()
  await expect(banner.getByRole('button', { name: /^Language:/ }).first()).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await banner.getByRole('button', { name: /^Theme:/ }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible()
})
