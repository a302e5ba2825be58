import { readCookie } from '@/i18n/cookie'
import { SESSION_COOKIE } from './client-cookies.server'
import { isHtml } from './compress.server'
import { contentSecurityPolicy, type PolicySources } from './content-security-policy'

/** The session cookie under either of its names (plain, or `__Secure-` on an https site). */
export function carriesSession(request: Request): boolean {
  const cookies = request.headers.get('cookie')
  return readCookie(cookies, SESSION_COOKIE) !== undefined || readCookie(cookies, `__Secure-${SESSION_COOKIE}`) !== undefined
}

/**
 * What an HTML page needs on top of the headers every answer carries: the CSP with the nonce its
 * scripts were rendered with, and, when the request carried a session, no storing anywhere (the
 * page shows the user's e-mail and quotas). Every page says it depends on the cookie, so a shared
 * cache never hands a signed-in visitor's request the anonymous copy either. Files, redirects and
 * server-function answers pass unchanged.
 */
export function withPageHeaders(request: Request, response: Response, nonce: string, sources?: PolicySources): Response {
  if (!isHtml(response)) return response
  const headers = new Headers(response.headers)
  headers.set('content-security-policy', contentSecurityPolicy(nonce, sources))
  if (!/\bcookie\b/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Cookie')
  if (carriesSession(request)) headers.set('cache-control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
