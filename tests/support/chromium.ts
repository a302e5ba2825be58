import { existsSync } from 'node:fs'

/**
 * How to launch Debian's Chromium here (scripts/ensure-chromium.sh installs it): without the
 * background-networking switches it keeps trying to reach Google's hosts, which this network
 * refuses.
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const FULL_BROWSER = '/usr/bin/chromium'

/**
 * The browser tests and screenshots: Chromium's headless shell where it is installed, as
 * Playwright's own headless Chromium is (a third quicker on CI's two cores, ADR 53).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: ARGS,
}

/** Measurements of what a visitor's browser does (Lighthouse, first-load bytes, the studio's timings): the full browser. */
export const FULL_CHROMIUM_LAUNCH = {
  executablePath: process.env.FULL_CHROMIUM_PATH ?? FULL_BROWSER,
  args: ARGS,
}
