import type { PolicySources } from '@/server/http/content-security-policy'

/** What the browser needs to load the configured analytics (ADR 38); nothing when none is set. */
export interface AnalyticsSettings {
  ga4?: string
  gtm?: string
  plausible?: { script: string; domain: string }
  umami?: { script: string; websiteId: string }
  /** GA4 and GTM set cookies: ask the visitor first. */
  askConsent: boolean
}

const GOOGLE_TAGS = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

export const needsConsent = (settings: AnalyticsSettings) => settings.askConsent && Boolean(settings.ga4 || settings.gtm)
export const hasAnalytics = (settings: AnalyticsSettings) =>
  Boolean(settings.ga4 || settings.gtm || settings.plausible || settings.umami)

export function analyticsPolicySources(settings: AnalyticsSettings): PolicySources {
  const sources: PolicySources = { script: [], connect: [], img: [] }
  if (settings.ga4 || settings.gtm) {
    sources.script.push(GOOGLE_TAGS)
    sources.connect.push(...GOOGLE_ANALYTICS)
    sources.img.push(...GOOGLE_ANALYTICS)
  }
  for (const script of [settings.plausible?.script, settings.umami?.script]) {
    if (!script) continue
    const origin = new URL(script).origin
    sources.script.push(origin)
    sources.connect.push(origin)
  }
  return {
    script: [...new Set(sources.script)],
    connect: [...new Set(sources.connect)],
    img: [...new Set(sources.img)],
  }
}
