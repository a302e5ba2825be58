import { promisify } from 'node:util'
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib'

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

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)
/** Brotli 5 with a 256 KB window: about gzip 6's cost on a page, 8–10 % smaller; a page is never larger. */
const BROTLI_PAGE = {
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_LGWIN]: 18,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
}

/**
 * An HTML page compressed as the client asks (br, else gzip), in one pass over the whole page.
 * Compressing the renderer's stream chunk by chunk (a flush after each of its many small writes)
 * cost more than rendering under load: 50 concurrent pages queued thousands of tiny jobs on
 * libuv's four threads (bench/README.md, "Server rendering"). Our pages render in one go (no
 * deferred data), so waiting for the last chunk delays nothing a browser could use earlier.
 * Anything already encoded, empty or not HTML passes unchanged.
 */
export async function compressed(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!/^text\/html\b/i.test(type) || !response.body || response.headers.has('content-encoding')) return response
  const encoding = acceptedEncoding(request.headers.get('accept-encoding'))
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  const page = Buffer.from(await response.arrayBuffer())
  const body =
    encoding === 'br' ? await brotli(page, { params: BROTLI_PAGE }) : encoding === 'gzip' ? await gzip(page, { level: 6 }) : page
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
