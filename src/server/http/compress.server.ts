import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** Which encoding the client takes, br first: `br;q=0` and `gzip;q=0` refuse it. */
export function acceptedEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const offered = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    offered.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

/**
 * An HTML page compressed as the client asks (br, else gzip). Pages are rendered per request
 * and stream, so the encoder is light (brotli 4: about gzip 6's cost, 10–15 % smaller) and
 * flushes after each chunk the renderer sends, so a streamed page still paints as it arrives.
 * Anything already encoded, empty or not HTML passes unchanged.
 */
export function compressed(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (!/^text\/html\b/i.test(type) || !response.body || response.headers.has('content-encoding')) return response
  const encoding = acceptedEncoding(request.headers.get('accept-encoding'))
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).pipe(encoder)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
