import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './tests/support/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
// A fresh data folder per run: the SQLite file, secrets and outbox of the server under test.
// Workers load this file again; the environment carries the runner's choice over to them.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'inkdraft-e2e-'))
const DATA_DIR = process.env.E2E_DATA_DIR
// The local OpenID Connect provider standing in for Google (tests/e2e/support/oidc-server.ts).
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 10)
process.env.E2E_OIDC_CONTROL = `http://127.0.0.1:${OIDC_PORT + 1}`

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browser download is unreachable here;
 * scripts/ensure-chromium.sh installs it) against the production build, `npm run build` first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace took a quarter of the browser tests' time on CI's two cores (ADR 54): none
    // under CI unless E2E_TRACE=1 asks for one, kept for a failed test everywhere else.
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : 'retain-on-failure',
    locale: 'en-US',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    // `@mobile` runs a test on both projects; `@phone` on the phone only (a second locale of a
    // flow the desktop project already walks in English: the CI budget, ADR 34).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
      grepInvert: /@phone/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile|@phone/ },
  ],
  webServer: [
    {
      command: `node tests/e2e/support/oidc-server.ts ${OIDC_PORT} http://127.0.0.1:${PORT}/login`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node .output/server/index.mjs`,
      url: `http://127.0.0.1:${PORT}/health/ready`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // The address the browser uses: links the server makes for itself (the sandbox checkout,
        // pay-success) must carry the session cookie, which is kept per host.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // Each test signs up from its own address (tests/e2e/fixtures.ts), so per-IP limits hold.
        TRUST_PROXY: 'true',
        // A settlement of one credit pack's commission ($1.50) in the affiliate test.
        AFFILIATE_MIN_PAYOUT: '100',
        GOOGLE_CLIENT_ID: 'e2e-google',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        APPLE_CLIENT_ID: 'app.inkdraft.e2e',
        APPLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
