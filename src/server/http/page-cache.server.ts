import { createHash } from 'node:crypto'
import { isAppShellPath } from '@/lib/app-shell-path'
import { acceptedEncoding, encodePage, isHtml } from './compress.server'
import { cachedPagePolicy, type PolicySources } from './content-security-policy'
import { carriesSession } from './page-headers.server'
import { scriptsAfterFirstPaint } from './scripts-after-paint'

/**
 * How long a stored page is served before it is rendered again. Content only changes with a build
 * (a new process, an empty cache); the time bound keeps the page's own dehydrated query times
 * (the anonymous session's 60 s staleTime) from ageing past what the client would refetch.
 */
export const PAGE_TTL_MS = 60_000
/** What a shared cache in front of us may do with the same page (docs/decisions/0037-anonymous-page-cache.md). */
export const CACHED_PAGE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/**
 * The signed-in shell holds nothing of its visitor, but only signed-in visitors get it, so no
 * shared cache keeps it; browsers revalidate it by its ETag (docs/decisions/0048-signed-in-app-shell.md).
 */
export const SHELL_PAGE_CONTROL = 'private, no-cache'
/** Keys of the signed-in shell, apart from the anonymous page of the same path (which redirects to login). */
const SHELL_KEY = 'shell:'
const MAX_BYTES = 96 * 1024 * 1024
const MAX_KEY_LENGTH = 512

interface StoredPage {
  headers: [string, string][]
  identity: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
  bytes: number
  expires: number
}

/**
 * Renders the page for a request, naming `nonce` on its scripts as the dynamic policy asks;
 * `shell` renders the signed-in shell (lib/app-shell.ts).
 */
export type RenderPage = (request: Request, nonce: string, shell?: boolean) => Promise<Response>
/** Headers, CSP and compression for a page that is not stored (streamed, with its own nonce). */
export type FinishPage = (request: Request, response: Response, nonce: string) => Promise<Response>

/** What every anonymous visitor may get: a plain 200 page that sets no cookie. */
const storable = (response: Response) =>
  response.status === 200 && isHtml(response) && !response.headers.has('set-cookie') && !response.headers.has('content-encoding')
/** The request as any visitor could make it: the shell is rendered from this, never from a session. */
function withoutCredentials(request: Request): Request {
  const headers = new Headers(request.headers)
  for (const name of ['cookie', 'authorization']) headers.delete(name)
  return new Request(request.url, { method: request.method, headers })
}

/** The scripts the page runs from its own text: every `<script>` without `src` whose type runs. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const RUNS = (attributes: string) =>
  !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT))
    if (RUNS(attributes!)) hashes.add(createHash('sha256').update(body!, 'utf8').digest('base64'))
  return [...hashes]
}

/**
 * Anonymous public pages are the same for every visitor of a locale, so one rendering serves all
 * of them for PAGE_TTL_MS, compressed once (br and gzip, as compress.server.ts does) instead of per request. A stored
 * page cannot carry a per-response nonce, so its policy allows its own inline scripts by hash and
 * our own files by origin (content-security-policy.ts, cachedPagePolicy). The signed-in workspace
 * is stored the same way as one shell per path, rendered without the visitor's cookies (ADR 48).
 * Other requests that carry a session, and answers that are not a plain 200 HTML page without
 * cookies, are rendered as before.
 */
export function createPageCache({
  ttlMs = PAGE_TTL_MS,
  maxBytes = MAX_BYTES,
  now = Date.now,
  sources = (): PolicySources | undefined => undefined,
} = {}) {
  const pages = new Map<string, StoredPage>()
  const pending = new Map<string, Promise<StoredPage | null>>()
  let bytes = 0

  const drop = (key: string) => {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= page.bytes
  }

  const keep = (key: string, page: StoredPage) => {
    drop(key)
    pages.set(key, page)
    bytes += page.bytes
    // Map order is insertion order: the first keys are the least recently used.
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
  }

  async function store(response: Response, control: string): Promise<StoredPage> {
    const html = scriptsAfterFirstPaint(await response.text())
    const identity = Buffer.from(html, 'utf8')
    const [br, gz] = await Promise.all([encodePage(identity, 'br'), encodePage(identity, 'gzip')])
    const headers = new Headers(response.headers)
    headers.set('content-security-policy', cachedPagePolicy(inlineScriptHashes(html), sources()))
    headers.set('cache-control', control)
    headers.set('vary', 'Cookie, Accept-Encoding')
    headers.delete('content-length')
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
    headers.set('etag', etag)
    return {
      headers: [...headers],
      identity,
      br,
      gzip: gz,
      etag,
      bytes: identity.length + br.length + gz.length,
      expires: now() + ttlMs,
    }
  }

  function answer(request: Request, page: StoredPage, state: 'hit' | 'miss'): Response {
    const headers = new Headers(page.headers)
    headers.set('x-page-cache', state)
    const matches = request.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === page.etag)
    if (matches) {
      for (const name of ['content-type', 'content-security-policy']) headers.delete(name)
      return new Response(null, { status: 304, headers })
    }
    const encoding = acceptedEncoding(request.headers.get('accept-encoding'))
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
    if (encoding) headers.set('content-encoding', encoding)
    headers.set('content-length', String(body.length))
    return new Response(
      request.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
      {
        status: 200,
        headers,
      },
    )
  }

  return {
    /**
     * The request's place in the cache (its path and query; the shell's own place for a signed-in
     * visitor of the workspace), or undefined when it may not be answered from it.
     */
    keyOf(request: Request): string | undefined {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
      const url = new URL(request.url)
      const key = url.pathname + url.search
      if (key.length > MAX_KEY_LENGTH) return undefined
      if (!carriesSession(request)) return key
      return isAppShellPath(url.pathname) ? `${SHELL_KEY}${key}` : undefined
    },

    async serve(request: Request, key: string, render: RenderPage, finish: FinishPage, nonce: () => string): Promise<Response> {
      const stored = pages.get(key)
      if (stored && stored.expires > now()) {
        // Touched pages move to the end of the eviction order.
        pages.delete(key)
        pages.set(key, stored)
        return answer(request, stored, 'hit')
      }
      const waiting = pending.get(key)
      if (waiting) {
        const page = await waiting
        if (page) return answer(request, page, 'hit')
      } else {
        // Concurrent first requests wait for this rendering instead of rendering the page again.
        const ownNonce = nonce()
        const shell = key.startsWith(SHELL_KEY)
        let notStored: Response | undefined
        const rendering = (async () => {
          const rendered = shell ? await render(withoutCredentials(request), ownNonce, true) : await render(request, ownNonce)
          if (!storable(rendered)) {
            notStored = rendered
            return null
          }
          return store(rendered, shell ? SHELL_PAGE_CONTROL : CACHED_PAGE_CONTROL)
        })()
          .catch(() => null)
          .finally(() => pending.delete(key))
        pending.set(key, rendering)
        const page = await rendering
        if (page) {
          keep(key, page)
          return answer(request, page, 'miss')
        }
        if (notStored) return finish(request, notStored, ownNonce)
      }
      const ownNonce = nonce()
      return finish(request, await render(request, ownNonce), ownNonce)
    },

    get size() {
      return { pages: pages.size, bytes }
    },
  }
}
