import { activatedAccount } from '../support/outbox.ts'
import { E2E_DATA_DIR, PASSWORD, expect, hydrated, newEmail, signIn, t, test } from './fixtures'

test('the language switcher keeps the path, query and fragment, and remembers the choice', async ({ page, context }) => {
  await page.goto('/tattoo-styles/fine-line?from=home#top')
  await hydrated(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Language: English/ })
    .click()
  await page.getByRole('menuitem', { name: /日本語/ }).click()
  await expect(page).toHaveURL(/\/ja\/tattoo-styles\/fine-line\?from=home#top$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.value).toBe('ja')
  expect(cookie?.path).toBe('/')
  expect(cookie?.sameSite).toBe('Lax')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)

  // The bare home page now opens in Japanese.
  await page.goto('/')
  await expect(page).toHaveURL(/\/ja$/)

  // And back to English, which stays on the unprefixed URL.
  await hydrated(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /日本語/ })
    .click()
  await page.getByRole('menuitem', { name: /English/ }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await page.goto('/')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})

test('a first visit follows the browser language @mobile', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-AT' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/de$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await context.close()
})

test('the switcher is on every layout, also on small screens @mobile', async ({ page, context, clientIp }) => {
  for (const path of ['/', '/login', '/dashboard/history']) {
    if (path.startsWith('/dashboard')) await signIn(context, clientIp)
    await page.goto(path)
    await expect(page.getByRole('banner').getByRole('button', { name: /^Language: English/ })).toBeVisible()
  }
  await page.goto('/pricing?plan=pro')
  await hydrated(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Language: English/ })
    .click()
  await page.getByRole('menuitem', { name: /Tiếng Việt/ }).click()
  await expect(page).toHaveURL(/\/vi\/pricing\?plan=pro$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
})

test('links inside a locale stay in that locale', async ({ page }) => {
  await page.goto('/tw')
  // The stored page paints before its scripts load (ADR 44): a click during hydration can be lost.
  await hydrated(page)
  await page.locator('footer').getByRole('link').filter({ hasText: /./ }).nth(2).click()
  await expect(page).toHaveURL(/\/tw\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
})

test('a locale root with a trailing slash is the home page in that language, hydrated without errors', async ({ page }) => {
  const response = await page.goto('/de/')
  expect(response?.status()).toBe(200)
  expect(response?.request().redirectedFrom()).toBeNull()
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('h1')).toBeVisible()
})

test('a browser without URLPattern reads the language from the path and renders the next page in it', async ({ page }) => {
  // The browser's build leaves out Paraglide's URLPattern polyfill (router.tsx): nothing may need it.
  await page.addInitScript(() => {
    delete (window as { URLPattern?: unknown }).URLPattern
  })
  await page.goto('/tw/tattoo-styles/fine-line')
  await hydrated(page)
  expect(await page.evaluate(() => 'URLPattern' in window)).toBe(false)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('zh-TW', 'nav_pricing') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/tw\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh-TW', 'pricing_heading'))
})

test('a page loads only its own language’s scripts, and the pages it opens next speak that language too', async ({ page }) => {
  // ADR 49: the build writes the browser's scripts once per language, and each page names its own.
  const scripts: string[] = []
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(new URL(response.url()).pathname)
    bodies.push(response.text())
  })
  await page.goto('/ko/tattoo-ideas')
  await hydrated(page)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.every((path) => path.startsWith('/assets/ko/'))).toBe(true)
  // A message every page carries, in another language, is in none of them.
  const code = (await Promise.all(bodies)).join('\n')
  expect(code).toContain(t('ko', 'nav_pricing'))
  expect(code).not.toContain(t('de', 'nav_pricing'))
  // Nor is the cookie notice, on a server with no analytics configured (ADR 55; consent.spec.ts has one).
  expect(code).not.toContain(t('ko', 'consent_text'))
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => path.includes('configured-analytics'))).toEqual([])

  await page
    .getByRole('banner')
    .getByRole('link', { name: t('ko', 'nav_pricing') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/ko\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ko', 'pricing_heading'))
  expect(scripts.every((path) => path.startsWith('/assets/ko/'))).toBe(true)
})

test('a sign-in on an English page that returns to a Korean one loads the Korean page as a new document', async ({
  page,
  clientIp,
  baseURL,
}) => {
  // ADR 49: a page's scripts speak one language, so crossing languages must not stay client-side.
  const email = newEmail()
  await activatedAccount(baseURL!, E2E_DATA_DIR, email, PASSWORD, clientIp, 'ko')
  await page.goto('/login?from=ko%2Fpricing')
  await hydrated(page)
  await page.getByLabel(t('en', 'form_email_label')).fill(email)
  await page.getByLabel(t('en', 'form_password_label'), { exact: true }).fill(PASSWORD)
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  await page.getByRole('button', { name: t('en', 'login_submit') }).click()
  await expect(page).toHaveURL(/\/ko\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ko', 'pricing_heading'))
  await expect(page.getByRole('banner').getByRole('button', { name: t('ko', 'nav_account_aria') })).toBeVisible()
  expect(scripts.some((path) => path.startsWith('/assets/ko/'))).toBe(true)
})
