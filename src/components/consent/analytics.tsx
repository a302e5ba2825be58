import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useConsent } from '@/lib/consent'
import { loadScript } from '@/lib/load-script'
import { type AnalyticsSettings, needsConsent } from '@/modules/site/analytics'
import { analyticsQuery } from '@/modules/site/client/analytics-query'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const GOOGLE_TAGS = 'https://www.googletagmanager.com'
/** After the page is interactive and idle: analytics never hold up the first paint or hydration. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 })
  else setTimeout(run, 1500)
}

function startGoogle(settings: AnalyticsSettings) {
  window.dataLayer ??= []
  if (settings.gtm) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    void loadScript(`${GOOGLE_TAGS}/gtm.js?id=${encodeURIComponent(settings.gtm)}`).catch(() => {})
  }
  if (settings.ga4) {
    // gtag.js reads its commands as `arguments` objects pushed onto dataLayer.
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
      window.dataLayer!.push(arguments)
    }
    gtag('js', new Date())
    gtag('config', settings.ga4)
    void loadScript(`${GOOGLE_TAGS}/gtag/js?id=${encodeURIComponent(settings.ga4)}`).catch(() => {})
  }
}

/**
 * Loads what the operator configured (ADR 38): Plausible and Umami (no cookies) once the page is
 * idle; GA4 and GTM (cookies) too, but where consent is asked only after the visitor accepted.
 * Their own scripts count client-side navigation (history changes).
 */
export function Analytics() {
  const { data: settings } = useQuery(analyticsQuery)
  const consent = useConsent()
  useEffect(() => {
    if (!settings) return
    whenIdle(() => {
      if (settings.plausible)
        void loadScript(settings.plausible.script, 8000, { 'data-domain': settings.plausible.domain }).catch(() => {})
      if (settings.umami)
        void loadScript(settings.umami.script, 8000, { 'data-website-id': settings.umami.websiteId }).catch(() => {})
    })
  }, [settings])
  useEffect(() => {
    if (!settings || consent === undefined) return
    if (!(settings.ga4 || settings.gtm)) return
    if (needsConsent(settings) && consent !== 'granted') return
    whenIdle(() => startGoogle(settings))
  }, [settings, consent])
  return null
}
