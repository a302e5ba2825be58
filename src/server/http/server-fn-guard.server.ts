import { MAX_UPLOAD_BYTES } from '@/engine'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { isSignedIn } from '../caller'
import { ensureStarted } from '../startup.server'
import { refuseDeclaredOver } from './body-limit.server'
import { JSON_BODY_LIMIT, tooLarge } from './body.server'
import { resolveCaller, type ResolvedCaller } from './caller.server'
import { errorResponse } from './envelope.server'
import { multipartLimit } from './multipart.server'
import { ownOrigins } from './origin.server'
import { publicError } from './public-error.server'
import { refuseUnreadableInput, serverFnId, unknownServerFnCall, type FindServerFn } from './server-fn-call.server'

/** Where TanStack Start serves server functions. */
export const SERVER_FN_PREFIX = '/_serverFn/'

const isForm = (request: Request) => request.headers.get('content-type')?.includes('multipart/form-data') ?? false

/**
 * The largest body a server function takes, and the error past it: an upload's form (400301
 * `size`), or a JSON input of at most 64 KB as on the REST API (413).
 */
export function serverFnBodyLimit(request: Request): { maxBytes: number; tooLarge?: () => AppError } {
  return isForm(request) ? { maxBytes: multipartLimit(MAX_UPLOAD_BYTES) } : { maxBytes: JSON_BODY_LIMIT, tooLarge }
}

/**
 * Server functions are called by our own pages only. A call that changes anything must say it
 * comes from them: Sec-Fetch-Site `same-origin` where the browser sends it, else an Origin of
 * ours; other sites' pages are refused (CSRF), as are clients that say neither. A body larger
 * than the function could take is refused before it is read.
 */
export function guardServerFnRequest(request: Request, publicUrl: string): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const site = request.headers.get('sec-fetch-site')
    const origin = request.headers.get('origin')
    const ours = site ? site === 'same-origin' : !!origin && ownOrigins(request, publicUrl).has(origin)
    if (!ours) throw new AppError(ErrorCode.FORBIDDEN, 'Cross-origin request refused')
  }
  const { maxBytes, tooLarge: tooLargeError } = serverFnBodyLimit(request)
  refuseDeclaredOver(request, maxBytes, tooLargeError)
}

/**
 * What TanStack Start's request middleware does for every server-function request, before the
 * function's body is read: the checks above, and the caller resolved once. Forms carry uploads,
 * which only signed-in users send, so an anonymous form is refused here rather than read.
 */
export async function guardServerFn(request: Request): Promise<ResolvedCaller> {
  try {
    const app = await ensureStarted()
    guardServerFnRequest(request, app.adapters.config.publicUrl)
    const resolved = await resolveCaller(request, app)
    if (isForm(request) && !isSignedIn(resolved.caller)) throw new AppError(ErrorCode.UNAUTHORIZED, 'Not logged in')
    await refuseUnreadableInput(request)
    return resolved
  } catch (error) {
    throw publicError(error, request)
  }
}

/**
 * The answer to a request that names no server function of this build (or uses a method its
 * function does not answer): the API's 404 (or 405) envelope, as for a REST path. Undefined for
 * a call of a real function.
 */
export async function refuseUnknownServerFn(request: Request, find: FindServerFn): Promise<Response | undefined> {
  const error = await unknownServerFnCall(request, serverFnId(request, SERVER_FN_PREFIX), find)
  return error && errorResponse(error, request)
}
