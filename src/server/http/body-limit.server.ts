import type { AppError } from '@/lib/errors/app-error'
import { uploadRejected } from '@/lib/errors/upload-rejected'

/**
 * Refuses a body whose declared length is already over `maxBytes`, before reading any of it,
 * with `tooLarge()` (by default the upload intake's 400301 `size`).
 */
export function refuseDeclaredOver(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError = () => uploadRejected('size'),
): void {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
}

/**
 * The request with its body counted as it arrives, cut off past `maxBytes` whatever
 * Content-Length said (or when there was none), so nothing larger is ever held in memory. The
 * reader fails with `tooLarge()` (by default the upload intake's 400301 `size`).
 */
export function withBodyLimit(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError = () => uploadRejected('size'),
): Request {
  if (!request.body) return request
  let received = 0
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > maxBytes) controller.error(tooLarge())
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
