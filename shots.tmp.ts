import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './tests/support/chromium.ts'
import { saveThemeBeforeLoad } from './tests/support/theme.ts'
const base = 'http://127.0.0.1:5104'
const [upload, ...combos] = process.argv.slice(2)
const cookies = readFileSync('/tmp/photo-cookie.txt', 'utf8').trim().split('; ').map((c) => {
  const [name, ...v] = c.split('=')
  return { name: name!, value: v.join('='), url: base }
})
const browser = await chromium.launch(CHROMIUM_LAUNCH)
for (const combo of combos) {
  const [locale, theme, generate] = combo.split(':')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': '10.7.7.7' } })
  await context.addCookies(cookies)
  await saveThemeBeforeLoad(context, theme!)
  const page = await context.newPage()
  const prefix = locale === 'en' ? '' : `/${locale}`
  await page.goto(`${base}${prefix}/dashboard/photo-to-tattoo?upload=${upload}&treatment=dotwork&detail=4`)
  await page.getByTestId('photo-preview-image').waitFor({ timeout: 60_000 })
  await page.waitForTimeout(500)
  const name = `/tmp/photo-shots/${locale}-${theme}`
  if (generate) {
    await page.locator('button').filter({ hasText: /Generate|生成/ }).last().click()
    await page.getByTestId('design-result').first().waitFor({ timeout: 120_000 })
    await page.waitForTimeout(1500)
  }
  const tag = generate ? 'result' : 'preview'
  await page.screenshot({ path: `${name}-${tag}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${name}-${tag}-390.png`, fullPage: true })
  console.log('shot', name, tag)
  await context.close()
}
await browser.close()
