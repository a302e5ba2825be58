import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { LOCALE_COOKIE } from './lib/constants'
import { readCookie, localeCookie } from './i18n/cookie'
import { rootRedirectLocale } from './i18n/negotiate'
import { isLocalePrefix } from './i18n/locales'
import { paraglideMiddleware } from './paraglide/server.js'
import { defineCustomServerStrategy, extractLocaleFromUrl, getLocale } from './paraglide/runtime.js'
import { localeAssetUrl } from './i18n/locale-assets'
import { AppError } from './lib/errors/app-error'
import { ErrorCode } from './lib/errors/codes'
import { config } from './server/env.server'
import { errorResponse, notFoundError } from './server/http/envelope.server'
import { hasValidPercentEncoding, isOwnHost } from './server/http/host.server'
import { API_PREFIX, handleApiRequest } from './server/http/api-router.server'
import { withBodyLimit } from './server/http/body-limit.server'
import { SERVER_FN_PREFIX, serverFnBodyLimit } from './server/http/server-fn-guard.server'
import { serverFnId } from './server/http/server-fn-call.server'
import { newNonce } from './server/http/content-security-policy'
import { withPageHeaders } from './server/http/page-headers.server'
import { compressed } from './server/http/compress.server'
import { createPageCache } from './server/http/page-cache.server'
import { securityHeaders, withHeaders } from './server/http/security-headers'
import { bootOrExit } from './server/startup.server'
import { routeRules } from './server/http/route-rules'
import { ROUTE_RULES } from './route-rules'
import { analyticsPolicySources } from './modules/site/analytics'
import type { PolicySources } from './server/http/content-security-policy'
import { analyticsSettings } from './modules/site/analytics-settings.server'

bootOrExit()

/**
 * Each page loads the copy of the browser's scripts in its own language (ADR 49): the build writes
 * one per language, and the language is the one the page renders in. The development server has
 * only the one build.
 */
const handler = createServerEntry({
  fetch: createStartHandler({
    handler: defaultStreamHandler,
    transformAssets: import.meta.env.DEV
      ? undefined
      : { transform: ({ url, kind }) => (kind === 'script' ? localeAssetUrl(url, getLocale()) : url), cache: false },
  }),
})

// Server-function calls go to /_serverFn/<id>, whose URL has no locale: the page that made the
// call (Referer) does.
defineCustomServerStrategy('custom-referer', {
  getLocale: (request) => {
    const referer = request?.headers.get('referer')
    if (!referer) return undefined
    try {
      return extractLocaleFromUrl(referer)
    } catch {
      return undefined
    }
  },
})

/**
 * A browser that opens the bare `/` goes to its saved or preferred language (the seed's
 * i18n_redirected cookie, then Accept-Language). Every other URL names its language itself.
 */
function rootRedirect(request: Request, secure: boolean): Response | undefined {
  const url = new URL(request.url)
  if (url.pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  if (request.headers.get('sec-fetch-dest') !== 'document') return undefined
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE)
  const target = rootRedirectLocale(cookie, request.headers.get('accept-language'))
  if (!target) return undefined
  const headers = new Headers({ location: `/${target}${url.search}`, vary: 'Cookie, Accept-Language' })
  if (cookie !== target) headers.append('set-cookie', localeCookie(target, secure))
  return new Response(null, { status: 307, headers })
}

/**
 * What no route should see: a request for another site's name (DNS rebinding, a misrouted proxy;
 * health checks from the platform excepted) and a path whose percent-encoding cannot be decoded.
 */
function refuseMalformed(request: Request, pathname: string, { publicUrl, allowedHosts }: ReturnType<typeof config>) {
  if (!pathname.startsWith('/health') && !isOwnHost(request.headers.get('host'), publicUrl, allowedHosts))
    return errorResponse(new AppError(ErrorCode.MISDIRECTED, 'Misdirected Request'), request)
  if (!hasValidPercentEncoding(pathname)) return errorResponse(new AppError(ErrorCode.BAD_REQUEST, 'Bad Request'), request)
  return undefined
}

/** Pages, health and files are read, never posted to: anything else is 405, not the page again. */
function pageMethodNotAllowed(request: Request): Response {
  return errorResponse(new AppError(ErrorCode.METHOD_NOT_ALLOWED, 'Method Not Allowed', { allow: ['GET', 'HEAD'] }), request)
}

/** The redirects of src/route-rules.ts, checked at start-up. */
const redirectFor = routeRules(ROUTE_RULES)

/** What the pages' policy adds for the configured analytics: fixed for the life of the process. */
let policySources: PolicySources | undefined
const sources = () => (policySources ??= analyticsPolicySources(analyticsSettings(config())))

/**
 * One rendering of an anonymous public page serves every anonymous visitor, one rendering of the
 * workspace's shell every signed-in one (page-cache.server.ts).
 */
const pageCache = createPageCache({ sources })

// The original request goes on: routes keep the {-$locale} segment, so the router must see /de/….
// The router stamps the nonce on the scripts it renders (src/router.tsx); the page's CSP names it.
// `shell`: the stored signed-in shell (lib/app-shell.ts), rendered from a request without cookies.
const renderPage = (request: Request, nonce: string, shell = false) =>
  paraglideMiddleware(request, () => handler.fetch(request, { context: { nonce, shell } }))
const finishPage = (request: Request, page: Response, nonce: string) =>
  compressed(request, withPageHeaders(request, page, nonce, sources()))

export default {
  async fetch(request: Request): Promise<Response> {
    const settings = config()
    const { publicUrl } = settings
    const headers = securityHeaders(publicUrl)
    const url = new URL(request.url)
    const { pathname } = url
    const refused = refuseMalformed(request, pathname, settings)
    if (refused) return withHeaders(refused, headers)
    // The REST API needs neither the page router nor the page language (it reads X-Locale).
    if (pathname.startsWith(API_PREFIX)) return withHeaders(await handleApiRequest(request), headers)
    if (pathname.startsWith(SERVER_FN_PREFIX)) {
      // TanStack fails on a call that names no function (`/_serverFn/`, `/_serverFn//x`) before any
      // middleware could refuse it.
      if (!serverFnId(request, SERVER_FN_PREFIX)) return withHeaders(errorResponse(notFoundError(), request), headers)
      const { maxBytes, tooLarge } = serverFnBodyLimit(request)
      request = withBodyLimit(request, maxBytes, tooLarge)
    } else if (request.method !== 'GET' && request.method !== 'HEAD') return withHeaders(pageMethodNotAllowed(request), headers)
    // Behind a TLS-terminating proxy the request says http:, so the public URL decides.
    const redirect = rootRedirect(request, publicUrl.startsWith('https://'))
    if (redirect) return withHeaders(redirect, headers)
    const moved = pathname.startsWith(SERVER_FN_PREFIX) ? undefined : redirectFor(url)
    if (moved) return withHeaders(new Response(null, { status: moved.status, headers: { location: moved.location } }), headers)
    // `/ja/` is the Japanese home page as much as `/ja`: answered as it, not redirected to it.
    const localeRoot = /^\/([a-z]{2})\/$/.exec(pathname)?.[1]
    if (isLocalePrefix(localeRoot)) request = new Request(new URL(`/${localeRoot}${url.search}`, url), request)
    // Server functions answer per call (and per session): never stored.
    const cacheKey = import.meta.env.DEV || pathname.startsWith(SERVER_FN_PREFIX) ? undefined : pageCache.keyOf(request)
    if (cacheKey) return withHeaders(await pageCache.serve(request, cacheKey, renderPage, finishPage, newNonce), headers)
    const nonce = newNonce()
    return withHeaders(await finishPage(request, await renderPage(request, nonce), nonce), headers)
  },
}
