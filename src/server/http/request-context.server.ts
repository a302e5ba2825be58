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

/**
 * The client's address: the first X-Forwarded-For entry behind a trusted proxy, else the socket's
 * peer, which the server (srvx) puts on the request it hands to the app.
 */
export function clientIp(request: Request): string {
  if (config().trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim()
    if (forwarded) return forwarded
  }
  const served = request as Request & { ip?: string; context?: { clientAddress?: string } }
  return served.context?.clientAddress ?? served.ip ?? 'unknown'
}

export function requestContext(request: Request): RequestContext {
  return { request, headers: request.headers, ip: clientIp(request), locale: requestLocale(request.headers) }
}
