import type { Config } from '@/server/env.server'
import type { AnalyticsSettings } from './analytics'

/** The configured analytics as the browser needs them; Plausible counts under the public host name. */
export function analyticsSettings({ analytics, publicUrl }: Pick<Config, 'analytics' | 'publicUrl'>): AnalyticsSettings {
  return {
    ...(analytics.ga4 ? { ga4: analytics.ga4 } : {}),
    ...(analytics.gtm ? { gtm: analytics.gtm } : {}),
    ...(analytics.plausible ? { plausible: { script: analytics.plausible, domain: new URL(publicUrl).hostname } } : {}),
    ...(analytics.umami ? { umami: analytics.umami } : {}),
    askConsent: analytics.askConsent,
  }
}
