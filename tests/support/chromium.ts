/**
 * How to launch Debian's Chromium here (scripts/ensure-chromium.sh installs it): without the
 * background-networking switches it keeps trying to reach Google's hosts, which this network
 * refuses.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
