import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { AppError, isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { App } from '../app.server'
import type { RequestLimit } from '../limits/rate-limiter.server'
import { logger } from '../log.server'
import { ensureStarted } from '../startup.server'
import { applyLimit, authorize, resolveCaller, type Access, type CallerFor } from './caller.server'
import { localizedMessage } from './envelope.server'
import { requestLocale } from './request-context.server'

const log = logger('server-fn')

/**
 * An error as it may travel to the browser: an AppError keeps its code and data with its message
 * in the reader's language; anything else is logged and becomes a bare 500, so no internals leak.
 */
function publicError(error: unknown, request: Request): AppError {
  const locale = requestLocale(request.headers)
  if (isAppError(error)) {
    return new AppError(error.code, localizedMessage(error, locale), error.data, { status: error.status })
  }
  log.error(`${new URL(request.url).pathname} failed`, error)
  const message = localizedMessage({ code: ErrorCode.INTERNAL, message: 'Internal Server Error' }, locale)
  return new AppError(ErrorCode.INTERNAL, message)
}

/**
 * The server side of a server function's `withCaller` middleware: the same caller, access check
 * and request limit as a REST endpoint, the service's cookies on the answer, and errors made safe
 * to send. The function's input is validated after this, by its validator.
 */
export async function serveFunction<A extends Access, R>(
  spec: { auth: A; limit?: RequestLimit },
  next: (context: { app: App; caller: CallerFor<A> }) => Promise<R>,
): Promise<R> {
  const request = getRequest()
  try {
    const app = await ensureStarted()
    const { caller, setCookies } = await resolveCaller(request, app)
    authorize(caller, spec.auth)
    await applyLimit(app, caller, spec.limit)
    const result = await next({ app, caller })
    for (const cookie of setCookies()) appendResponseHeader('set-cookie', cookie)
    return result
  } catch (error) {
    throw publicError(error, request)
  }
}
