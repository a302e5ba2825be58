import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import type { App } from '../app.server'
import type { RequestLimit } from '../limits/rate-limiter.server'
import { ensureStarted } from '../startup.server'
import { applyLimit, authorize, resolveCaller, type Access, type CallerFor, type ResolvedCaller } from './caller.server'
import { publicError } from './public-error.server'

/** What the server-function guard (src/start.ts, server-fn-guard.server.ts) resolved before the body was read. */
export interface GuardedCall {
  serverFnCall?: ResolvedCaller
}

/**
 * The server side of a server function's `withCaller` middleware: the same caller, access check
 * and request limit as a REST endpoint, the service's cookies on the answer, and errors made safe
 * to send. The caller comes from the guard when the browser called (resolved before the body was
 * read); a call made while rendering a page on the server resolves it here. The function's input
 * is validated after this, by its validator.
 */
export async function serveFunction<A extends Access, R>(
  spec: { auth: A; limit?: RequestLimit },
  guarded: GuardedCall,
  next: (context: { app: App; caller: CallerFor<A> }) => Promise<R>,
): Promise<R> {
  const request = getRequest()
  try {
    const app = await ensureStarted()
    const { caller, finish } = guarded.serverFnCall ?? (await resolveCaller(request, app))
    authorize(caller, spec.auth)
    await applyLimit(app, caller, spec.limit)
    const result = await next({ app, caller })
    for (const cookie of await finish()) appendResponseHeader('set-cookie', cookie)
    return result
  } catch (error) {
    throw publicError(error, request)
  }
}
