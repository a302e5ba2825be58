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

export const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '')

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)
/**
 * Brotli 5 with a 256 KB window: about 1 ms for a 60 KB page, like gzip 6, and 8–10 % smaller.
 * Brotli 11 is 6 % smaller again but costs about 200 ms of CPU a page: a page cache that stores
 * each of 16,000 pages for a minute could not afford it, and every first visit waited for it.
 */
const BROTLI_PAGE = {
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_LGWIN]: 18,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
}

/** An HTML page's bytes in one encoding, off the event loop (libuv's threads). */
export function encodePage(page: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(page, { params: BROTLI_PAGE }) : gzip(page, { level: 6 })
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
  if (!isHtml(response) || !response.body || response.headers.has('content-encoding')) return response
  const encoding = acceptedEncoding(request.headers.get('accept-encoding'))
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  const page = Buffer.from(await response.arrayBuffer())
  const body = encoding ? await encodePage(page, encoding) : page
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
