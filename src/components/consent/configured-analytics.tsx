import { Analytics } from './analytics'
import { CookieNotice } from './cookie-notice'

/** What ConsentHost loads once analytics are configured. */
export default function ConfiguredAnalytics() {
  return (
    <>
      <Analytics />
      <CookieNotice />
    </>
  )
}
