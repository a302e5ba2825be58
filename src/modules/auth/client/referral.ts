import { REF_CODE_COOKIE, REF_CODE_COOKIE_MAX_AGE } from '@/lib/constants'
import { getClientCookie, setClientCookie } from '@/lib/cookies'

export const SOURCE_COOKIE = 'INKDRAFT_SOURCE'
export const REFERRAL_URL_COOKIE = 'INKDRAFT_REFERRAL_URL'
const CODE = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The seed's referral capture, run on every page load: the first visit's full URL and traffic
 * source (utm_source, else the referring site) are kept for 90 days; a `?ref=` code replaces the
 * stored one (cookie INKDRAFT_REF_CODE, 90 days). Returns the code when one was in the URL.
 */
export function captureReferral(url: URL, referrer: string): string | undefined {
  if (!getClientCookie(REFERRAL_URL_COOKIE))
    setClientCookie(REFERRAL_URL_COOKIE, url.href.slice(0, 2000), REF_CODE_COOKIE_MAX_AGE)
  if (!getClientCookie(SOURCE_COOKIE)) {
    const source = url.searchParams.get('utm_source') ?? referringHost(referrer, url.host)
    if (source) setClientCookie(SOURCE_COOKIE, source.slice(0, 200), REF_CODE_COOKIE_MAX_AGE)
  }
  const code = url.searchParams.get('ref')
  if (code && CODE.test(code)) {
    setClientCookie(REF_CODE_COOKIE, code, REF_CODE_COOKIE_MAX_AGE)
    return code
  }
  return undefined
}

function referringHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).host
    return host && host !== ownHost ? host : undefined
  } catch {
    return undefined
  }
}

/** The fields the seed sends with sign-up and social sign-in. */
export function referralPayload(): { source: string | null; referral_url: string | null; distribution_code: string | null } {
  return {
    source: getClientCookie(SOURCE_COOKIE) ?? null,
    referral_url: getClientCookie(REFERRAL_URL_COOKIE) ?? null,
    distribution_code: getClientCookie(REF_CODE_COOKIE) ?? null,
  }
}
