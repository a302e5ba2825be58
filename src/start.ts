import { createMiddleware, createStart } from '@tanstack/react-start'
import { currentLocale } from './i18n/use-locale'
import { appErrorAdapter, internalErrorAdapter } from './lib/errors/app-error-adapter'
import { createServerFnFetch } from './lib/http/server-fn-fetch'

/**
 * Every page and server-function request waits until the process has validated its
 * configuration, opened the database and run its migrations; the first request of a cold start
 * is the only one that actually waits. (The REST API does the same in api-router.server.ts.)
 */
let startup: Promise<typeof import('./server/startup.server')> | undefined

const started = createMiddleware().server(async ({ next }) => {
  // Resolving the module again on every request costs more than the request itself.
  startup ??= import('./server/startup.server')
  await (await startup).ensureStarted()
  return next()
})

/**
 * Server functions answer our own pages only, with bodies they can take and input they can read,
 * and know their caller before their body is read (server-fn-guard.server.ts); `withCaller` takes
 * it from the context. A request for no function of the build is a 404 in the API's envelope.
 */
const guarded = createMiddleware().server(async ({ next, request, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  const [{ guardServerFn, refuseUnknownServerFn }, { findServerFn }] = await Promise.all([
    import('./server/http/server-fn-guard.server'),
    import('./server/http/server-fn-resolver.server'),
  ])
  // Before TanStack Start looks the id up itself, which fails an unknown one as a 500.
  const unknown = await refuseUnknownServerFn(request, findServerFn)
  if (unknown) return unknown
  return next({ context: { serverFnCall: await guardServerFn(request) } })
})

export const startInstance = createStart(() => ({
  requestMiddleware: [started, guarded],
  // Server functions: AppErrors reach the browser as AppErrors (the error catalogue runs in each
  // function's withCaller middleware), and the browser's calls say who they are and in which language.
  serializationAdapters: [appErrorAdapter, internalErrorAdapter],
  serverFns: { fetch: createServerFnFetch({ headers: () => ({ 'X-Locale': currentLocale().code }) }) },
}))
