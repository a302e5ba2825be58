import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { RouteError } from './components/error-page'
import { localeFromPath } from './i18n/locale-from-path'
import { overwriteGetLocale } from './paraglide/runtime'
import { routeTree } from './routeTree.gen'

/**
 * The CSP nonce src/server.ts made for this page request (it hands it over as request context).
 * In the browser TanStack reads it back from the page (its csp-nonce meta tag) for the scripts
 * it adds later.
 */
const requestNonce = createIsomorphicFn()
  .server(() => getGlobalStartContext()?.nonce)
  .client(() => undefined)

/**
 * In the browser the page's language is the one its path names, read by our own prefix rule
 * instead of Paraglide's URL patterns. The production build's browser runtime does this by itself
 * (scripts/vite/browser-locale-runtime.ts); the development server runs Paraglide's. The server
 * keeps Paraglide's middleware, which knows each request's language.
 */
const readLocaleFromPath = createIsomorphicFn()
  .server(() => {})
  .client(() => overwriteGetLocale(() => localeFromPath(window.location.pathname)))

export function getRouter() {
  readLocaleFromPath()
  // A fresh client per router: on the server that means per request, so no data leaks between users.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    notFoundMode: 'root',
    // A page that fails shows the error inside its own layout (site, account card or dashboard).
    defaultErrorComponent: ({ error }) => <RouteError error={error} />,
    ssr: { nonce: requestNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    // What src/server.ts hands every page request (handler.fetch's context); `shell` marks the
    // stored signed-in shell (lib/app-shell.ts).
    server: { requestContext: { nonce?: string; shell?: boolean } }
  }
}
