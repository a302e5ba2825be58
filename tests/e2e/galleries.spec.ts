import { expect, hydrated, test } from './fixtures'

test('a visitor browses a theme, opens an idea and asks to make one like it @mobile', async ({ page }) => {
  await page.goto('/ja/tattoo-ideas')
  await hydrated(page)
  const themes = page.getByRole('navigation', { name: 'テーマ' })
  await themes.getByRole('link').nth(1).click()
  await expect(page).toHaveURL(/\/ja\/tattoo-ideas\/[a-z-]+$/)
  const theme = new URL(page.url()).pathname
  await expect(themes.locator('a[aria-current="page"]')).toBeVisible()

  await page.getByTestId('idea-grid').getByRole('link').first().click()
  await expect(page).not.toHaveURL(new RegExp(`${theme}$`))
  await expect(page.locator('section[aria-labelledby="designs"]')).toBeVisible()
  // Four or more designs, each drawn: the images load and have their size.
  const designs = page.locator('section[aria-labelledby="designs"] img')
  expect(await designs.count()).toBeGreaterThanOrEqual(4)
  for (const img of await designs.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  }
  // A visitor signs in first and comes back to the studio preset to this design.
  await page.locator('section[aria-labelledby="designs"]').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/ja\/login\?from=/)
  const from = new URL(page.url()).searchParams.get('from') ?? ''
  expect(from).toMatch(/^ja\/dashboard\/(text-to-tattoo|birth-flower-tattoo-generator)\?/)
  expect(from).toMatch(/style=/)
})

test.describe('handles that name nothing', () => {
  // The browser logs the 404 it is given as a console error.
  test.use({ allowConsole: [/status of 404/] })
  test('unknown ideas and styles are not found', async ({ page }) => {
    for (const path of ['/tattoo-ideas/no-such-idea', '/tattoo-styles/no-such-style']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })
})
