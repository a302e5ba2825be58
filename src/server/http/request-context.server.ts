import { isLocaleCode, type LocaleCode } from '@/i18n/locales'
import { matchLocale, parseAcceptLanguage } from '@/i18n/negotiate'
import type { RequestContext } from '../caller'

export function requestLocale(headers: Headers): LocaleCode {
  const declared = headers.get('x-locale')
  if (isLocaleCode(declared)) return declared
  return matchLocale(parseAcceptLanguage(headers.get('accept-language'))) ?? 'en'
}

/**
 * The client's address: behind a trusted proxy, the last X-Forwarded-For entry — the one the
 * proxy appended, as it saw the peer; the entries before it are whatever the client sent, so a
 * client could pick its own rate-limit bucket with them. Else the socket's peer, which the server
 * (srvx) puts on the request it hands to the app.
 */
export function clientIp(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  const served = request as Request & { ip?: string; context?: { clientAddress?: string } }
  return served.context?.clientAddress ?? served.ip ?? 'unknown'
}

/** Where a call comes from: the reader's language (our client says it in X-Locale), address and browser. */
export function requestContext(request: Request, { trustProxy }: { trustProxy: boolean }): RequestContext {
  return {
    locale: requestLocale(request.headers),
    ip: clientIp(request, trustProxy),
    userAgent: request.headers.get('user-agent'),
    origin: new URL(request.url).origin,
  }
}
