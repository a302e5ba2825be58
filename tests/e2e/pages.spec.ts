import { expect, hydrated, test } from './fixtures'

const SAMPLE = [
  '/',
  '/text-to-tattoo',
  '/birth-flower-tattoo-generator',
  '/photo-to-tattoo',
  '/tattoo-try-on',
  '/pricing',
  '/tattoo-styles',
  '/tattoo-ideas/rose',
  '/login',
  '/dashboard',
  '/affiliate/settlement',
  '/text-to-tattoo/components/FAQ',
]

for (const prefix of ['', '/ja', '/de']) {
  test(`pages render and hydrate without errors in ${prefix || '/en'} @mobile`, async ({ page }) => {
    for (const path of SAMPLE) {
      const url = prefix ? (path === '/' ? prefix : prefix + path) : path
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      await expect(page.locator('h1').first()).toBeAttached()
      await hydrated(page)
    }
  })
}

test.describe('not found', () => {
  test.use({ allowConsole: [/status of 404/] })

  test('an unknown path shows the 404 page in the browser', async ({ page }) => {
    const response = await page.goto('/xx/login')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /xx/login')
    await expect(page).toHaveTitle(/Page not found/)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('client-side navigation to a route that fails validation shows the 404 page', async ({ page }) => {
    await page.goto('/tattoo-styles')
    await page.evaluate(() => window.history.pushState({}, '', '/tattoo-styles/Not_Valid'))
    await page.goBack()
    await page.goForward()
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /tattoo-styles/Not_Valid')
  })
})
