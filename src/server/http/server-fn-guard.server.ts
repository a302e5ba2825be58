import { MAX_UPLOAD_BYTES } from '@/engine'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { uploadRejected } from '@/lib/errors/upload-rejected'
import { isSignedIn } from '../caller'
import { ensureStarted } from '../startup.server'
import { resolveCaller, type ResolvedCaller } from './caller.server'
import { multipartLimit } from './multipart.server'
import { ownOrigins } from './origin.server'
import { publicError } from './public-error.server'

/** Where TanStack Start serves server functions. */
export const SERVER_FN_PREFIX = '/_serverFn/'

const isForm = (request: Request) => request.headers.get('content-type')?.includes('multipart/form-data') ?? false

/** The largest body a server function takes: an upload's form, or a small JSON input. */
export function serverFnBodyLimit(request: Request): number {
  return isForm(request) ? multipartLimit(MAX_UPLOAD_BYTES) : 1024 * 1024
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
  if (Number(request.headers.get('content-length') ?? 0) > serverFnBodyLimit(request)) throw uploadRejected('size')
}

/**
 * The request with its body counted as it arrives, cut off past `maxBytes` whatever
 * Content-Length said (or when there was none), so nothing larger is ever held in memory.
 */
export function withBodyLimit(request: Request, maxBytes: number): Request {
  if (!request.body) return request
  let received = 0
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > maxBytes) controller.error(uploadRejected('size'))
        else controller.enqueue(chunk)
      },
    }),
  )
  // Built from its parts: the server's own request class (srvx) is not one `new Request()` copies.
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit)
  // The server puts the client's address on the request it hands over (request-context.server.ts).
  const { ip } = request as Request & { ip?: string }
  if (ip) Object.defineProperty(limited, 'ip', { value: ip })
  return limited
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
    return resolved
  } catch (error) {
    throw publicError(error, request)
  }
}
