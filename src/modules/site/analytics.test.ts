import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cachedPagePolicy, contentSecurityPolicy } from '@/server/http/content-security-policy'
import { buildConfig, ConfigError, parseEnv } from '@/server/env.server'
import { analyticsPolicySources, hasAnalytics, needsConsent } from './analytics'
import { analyticsSettings } from './analytics-settings.server'

const configWith = (vars: Record<string, string>) =>
  buildConfig(
    parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'inkdraft-analytics-')), PUBLIC_URL: 'https://inkdraft.example', ...vars }),
  )

describe('analytics configuration', () => {
  it('loads nothing and asks nothing by default', () => {
    const settings = analyticsSettings(configWith({}))
    expect(hasAnalytics(settings)).toBe(false)
    expect(needsConsent(settings)).toBe(false)
    expect(analyticsPolicySources(settings)).toEqual({ script: [], connect: [], img: [] })
    expect(contentSecurityPolicy('n', analyticsPolicySources(settings))).not.toContain('google-analytics')
  })

  it('asks before GA4 or GTM, which set cookies, unless the operator turns consent off', () => {
    expect(needsConsent(analyticsSettings(configWith({ ANALYTICS_GA4_ID: 'G-AB12CD34EF' })))).toBe(true)
    expect(needsConsent(analyticsSettings(configWith({ ANALYTICS_GTM_ID: 'GTM-AB12CD3' })))).toBe(true)
    expect(needsConsent(analyticsSettings(configWith({ ANALYTICS_GA4_ID: 'G-AB12CD34EF', COOKIE_CONSENT: 'false' })))).toBe(false)
    // Cookieless tools load without a notice.
    const plausible = analyticsSettings(configWith({ ANALYTICS_PLAUSIBLE_SCRIPT: 'https://stats.example.org/js/script.js' }))
    expect(needsConsent(plausible)).toBe(false)
    expect(plausible.plausible).toEqual({ script: 'https://stats.example.org/js/script.js', domain: 'inkdraft.example' })
  })

  it('opens the pages’ policy to exactly the configured tools', () => {
    const settings = analyticsSettings(
      configWith({
        ANALYTICS_GA4_ID: 'G-AB12CD34EF',
        ANALYTICS_UMAMI_SCRIPT: 'https://umami.example.net/script.js',
        ANALYTICS_UMAMI_WEBSITE_ID: '3f1c2a7e-0b8d-4c55-9e51-2b6f0a9d7c10',
      }),
    )
    const sources = analyticsPolicySources(settings)
    // A stored page names the scripts' hosts; the nonce policy trusts what our nonce'd bundle loads.
    const stored = cachedPagePolicy(['abc='], sources)
    expect(stored).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(stored).toMatch(/script-src [^;]*https:\/\/umami\.example\.net/)
    for (const policy of [contentSecurityPolicy('n', sources), stored]) {
      expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
      expect(policy).toMatch(/connect-src [^;]*https:\/\/umami\.example\.net/)
      expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/)
      expect(policy).not.toContain('plausible')
    }
  })

  it('refuses ids of the wrong shape and half an Umami configuration', () => {
    expect(() => configWith({ ANALYTICS_GA4_ID: 'UA-12345-1' })).toThrow(ConfigError)
    expect(() => configWith({ ANALYTICS_GTM_ID: 'GTM' })).toThrow(/ANALYTICS_GTM_ID/)
    expect(() => configWith({ ANALYTICS_PLAUSIBLE_SCRIPT: 'javascript:alert(1)' })).toThrow(/ANALYTICS_PLAUSIBLE_SCRIPT/)
    expect(() => configWith({ ANALYTICS_UMAMI_SCRIPT: 'https://umami.example.net/script.js' })).toThrow(
      /ANALYTICS_UMAMI_WEBSITE_ID/,
    )
    expect(() => configWith({ ANALYTICS_UMAMI_WEBSITE_ID: 'not-a-uuid' })).toThrow(ConfigError)
  })
})
