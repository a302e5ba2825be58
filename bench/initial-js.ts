/**
 * Initial JavaScript of the home page: every script Chromium fetches to show and hydrate `/`
 * (no interaction), measured against the production build. Sizes are the files as built (raw),
 * and as gzip and brotli at the compression levels the server's precompressed copies use.
 *
 *   npm run build && node bench/initial-js.ts [--write]
 *
 * --write stores the numbers in bench/results/initial-js.json. The budget below fails the run.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { fullChromium } from '../tests/support/chromium.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { startServer } from '../tests/support/server.ts'
import { scriptSizes } from './support/script-sizes.ts'
import { machine } from './support/stats.ts'

// Before any server starts (tests/support/chromium.ts).
const FULL_CHROMIUM_LAUNCH = fullChromium()

/**
 * Brotli bytes of JavaScript the home page may load before it is interactive. Set just above the
 * measurement (130.5 KB after ADR 51 and 52; 142 KB after ADR 49 and 50; 207 KB at first) so that
 * growth is a decision, not an accident; bench/README.md says where the bytes go and what would cut them.
 */
const BUDGET_BROTLI_BYTES = 133 * 1024

const root = join(import.meta.dirname, '..')
const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'inkdraft-bench-')) })
const browser = await chromium.launch(FULL_CHROMIUM_LAUNCH)

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
  })
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => !('$_TSR' in window))

  const { files, total } = scriptSizes(root, scripts)
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

  console.log(`Home page initial JavaScript: ${files.length} files`)
  for (const f of files)
    console.log(
      `  ${f.path.padEnd(44)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(9)} gzip ${kb(f.brotli).padStart(9)} br`,
    )
  console.log(
    `  ${'total'.padEnd(44)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(9)} gzip ${kb(total.brotli).padStart(9)} br`,
  )
  console.log(`Budget: ${kb(BUDGET_BROTLI_BYTES)} brotli → ${total.brotli <= BUDGET_BROTLI_BYTES ? 'within' : 'OVER'}`)

  if (process.argv.includes('--write')) {
    const result = {
      what: 'JavaScript fetched by Chromium to render and hydrate / (production build, no interaction)',
      measured_at: new Date().toISOString(),
      machine: machine(),
      budget_brotli_bytes: BUDGET_BROTLI_BYTES,
      total,
      files,
    }
    writeFileSync(join(root, 'bench/results/initial-js.json'), `${JSON.stringify(result, null, 2)}\n`)
  }
  if (total.brotli > BUDGET_BROTLI_BYTES) process.exitCode = 1
} finally {
  await browser.close()
  await server.stop()
}
