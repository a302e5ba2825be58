import { getRequestIP } from '@tanstack/react-start/server'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'
import { matchLocale, parseAcceptLanguage } from '@/i18n/negotiate'
import { config } from '../env.server'

export interface RequestContext {
  request: Request
  headers: Headers
  /** The client's address; from X-Forwarded-For only when TRUST_PROXY is set. */
  ip: string
  /** The reader's language: our client says it in X-Locale; others get Accept-Language. */
  locale: LocaleCode
}

export function requestLocale(headers: Headers): LocaleCode {
  const declared = headers.get('x-locale')
  if (isLocaleCode(declared)) return declared
  return matchLocale(parseAcceptLanguage(headers.get('accept-language'))) ?? 'en'
}

export function requestContext(request: Request): RequestContext {
  let ip: string | undefined
  try {
    ip = getRequestIP({ xForwardedFor: config().trustProxy })
  } catch {
    ip = undefined // outside a Start request (tests calling services directly)
  }
  return { request, headers: request.headers, ip: ip ?? 'unknown', locale: requestLocale(request.headers) }
}
