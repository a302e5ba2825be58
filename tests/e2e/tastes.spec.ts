import type { Locator } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** Each page's words in the two languages the tastes are walked in (English on the desktop, Japanese on the phone: ADR 34). */
const WORDS = {
  en: {
    prefix: '',
    months: 'Birth month',
    may: 'May',
    mayFlower: 'Lily of the valley',
    idea: 'Your tattoo idea',
    draw: 'Draw it',
    prompt: 'a fox and the moon',
    treatments: 'Treatment',
    dotwork: 'Dotwork',
    signUp: 'Sign up to save, print and download',
  },
  ja: {
    prefix: '/ja',
    months: '誕生月',
    may: '5月',
    mayFlower: 'スズラン',
    idea: 'タトゥーのアイデア',
    draw: '描く',
    prompt: '月とキツネ',
    treatments: '描き方',
    dotwork: 'ドットワーク',
    signUp: '登録して保存・印刷・ダウンロード',
  },
} as const

async function loaded(img: Locator) {
  await img.scrollIntoViewIfNeeded()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
}

for (const [locale, w] of Object.entries(WORDS)) {
  test.describe(`the tool pages' tastes in ${locale}`, () => {
    // The Japanese walk runs on the phone only (`@phone`), the English one on the desktop.
    const tag = locale === 'ja' ? ' @phone' : ''

    test(`a visitor picks a birth month and sees its flower${tag}`, async ({ page }) => {
      await page.goto(`${w.prefix}/birth-flower-tattoo-generator`)
      await hydrated(page)
      const months = page.getByRole('group', { name: w.months })
      await expect(months.getByRole('button')).toHaveCount(12)
      const design = page.getByTestId('birth-month-design')
      await loaded(design)
      const first = await design.getAttribute('src')
      await months.getByRole('button', { name: w.may, exact: true }).click()
      await expect(months.getByRole('button', { name: w.may, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(design).not.toHaveAttribute('src', first!)
      await expect(design).toHaveAttribute('alt', new RegExp(w.mayFlower))
      await loaded(design)
      await expect(page.locator('section[aria-labelledby="bft-taste"]').getByText(w.mayFlower, { exact: true })).toBeVisible()
      await expect(page.locator('section[aria-labelledby="bft-taste"]').getByRole('link', { name: w.signUp })).toHaveAttribute(
        'href',
        `${w.prefix}/register`,
      )
    })

    test(`a visitor types a prompt and the engine draws it${tag}`, async ({ page }) => {
      // The first design of a fresh server starts the engine's thread: seconds on a busy runner.
      test.slow()
      // The server-function caller is not part of the page's first load: it comes with the first call (ADR 51).
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      const caller = (path: string) => /\/serverFnFetcher-[\w-]+\.js$/.test(path)
      await page.goto(`${w.prefix}/text-to-tattoo`)
      await hydrated(page)
      expect(scripts.filter(caller)).toEqual([])
      await page.getByLabel(w.idea).fill(w.prompt)
      await page.getByRole('button', { name: w.draw }).click()
      const design = page.getByTestId('prompt-design')
      await expect(design).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 15_000 })
      expect(scripts.filter(caller)).toHaveLength(1)
      await expect(design).toHaveAttribute('alt', new RegExp(w.prompt))
      await loaded(design)
      await expect(page.locator('section[aria-labelledby="ttt-taste"]').getByRole('link', { name: w.signUp })).toBeVisible()
    })

    test(`a visitor switches the sample photo's treatment${tag}`, async ({ page }) => {
      await page.goto(`${w.prefix}/photo-to-tattoo`)
      await hydrated(page)
      const treatments = page.getByRole('group', { name: w.treatments })
      await expect(treatments.getByRole('button')).toHaveCount(7)
      const design = page.getByTestId('treatment-design')
      await treatments.getByRole('button', { name: w.dotwork }).click()
      await expect(treatments.getByRole('button', { name: w.dotwork })).toHaveAttribute('aria-pressed', 'true')
      await expect(design).toHaveAttribute('src', '/studio/taste/dotwork.webp')
      await loaded(design)
    })
  })
}
