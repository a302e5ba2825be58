/**
 * Screenshots of pages for reviewing the design by eye (not a test; nothing is asserted).
 *   node scripts/screenshots.ts --base http://localhost:3000 --out /tmp/shots / /ja /de/pricing
 * Each path is shot at 390 px and 1280 px wide, full page. Options: --theme light|dark|default|auto,
 * --viewport (first screen only), --cookie name=value (repeatable; a session cookie shoots
 * signed-in pages).
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../tests/support/chromium.ts'
import { saveThemeBeforeLoad } from '../tests/support/theme.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: '/tmp/inkdraft-shots' },
    theme: { type: 'string' },
    widths: { type: 'string', default: '390,1280' },
    viewport: { type: 'boolean', default: false },
    cookie: { type: 'string', multiple: true, default: [] },
  },
})

mkdirSync(values.out!, { recursive: true })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
for (const width of values.widths!.split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 })
  await context.addCookies(
    values.cookie!.map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: values.base! }
    }),
  )
  if (values.theme) await saveThemeBeforeLoad(context, values.theme)
  const page = await context.newPage()
  for (const path of positionals.length ? positionals : ['/']) {
    const response = await page.goto(values.base + path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}${values.theme ? `-${values.theme}` : ''}.png`
    await page.screenshot({ path: join(values.out!, name), fullPage: !values.viewport })
    console.log(`${response?.status()} ${path} → ${join(values.out!, name)}`)
  }
  await context.close()
}
await browser.close()
