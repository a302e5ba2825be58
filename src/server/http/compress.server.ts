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
const EFFORT = {
  /** A page rendered for one request: brotli 5 with a 256 KB window, about gzip 6's cost, 8–10 % smaller. */
  request: {
    br: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_LGWIN]: 18,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
    gzip: 6,
  },
  /** A page compressed once and sent many times (page-cache.server.ts): the smallest there is. */
  stored: {
    br: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    gzip: 9,
  },
} as const

/** An HTML page's bytes in one encoding, off the event loop (libuv's threads). */
export function encodePage(page: Buffer, encoding: 'br' | 'gzip', effort: keyof typeof EFFORT): Promise<Buffer> {
  const levels = EFFORT[effort]
  return encoding === 'br' ? brotli(page, { params: levels.br }) : gzip(page, { level: levels.gzip })
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
  const body = encoding ? await encodePage(page, encoding, 'request') : page
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
