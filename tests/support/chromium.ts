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
const FULL_CHROMIUM_LAUNCH = {
  executablePath: process.env.FULL_CHROMIUM_PATH ?? FULL_BROWSER,
  args: ARGS,
}

/**
 * The full browser's launch options, after checking it is installed (scripts/ensure-chromium.sh
 * installs only the headless shell the tests use). The benchmarks ask first: a launch that fails
 * after they started the server would leave the server running without them.
 */
export function fullChromium(): typeof FULL_CHROMIUM_LAUNCH {
  if (!existsSync(FULL_CHROMIUM_LAUNCH.executablePath))
    throw new Error(
      `The benchmarks measure the full Chromium, which is not at ${FULL_CHROMIUM_LAUNCH.executablePath}: install Debian's \`chromium\` or set FULL_CHROMIUM_PATH.`,
    )
  return FULL_CHROMIUM_LAUNCH
}
