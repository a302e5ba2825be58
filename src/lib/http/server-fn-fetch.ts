import type { CustomFetch } from '@tanstack/react-start'
import * as m from '@/paraglide/messages'
import { REQUEST_TIMEOUT_MS, RETRY_STATUS_CODES } from '../constants'
import { AppError } from '../errors/app-error'

export interface ServerFnFetchOptions {
  fetch?: typeof globalThis.fetch
  /** Headers decided per call (the page's language, for localized messages). */
  headers?: () => Record<string, string>
  timeout?: number
}

/** A failed answer that TanStack Start did not write (a proxy's 502 page, say): its status text, or the seed's 'Response Error'. */
function httpError(response: Response): AppError {
  const statusText = response.statusText || ''
  return new AppError(response.status, statusText || m.error_response(), null, {
    status: response.status,
    kind: 'http',
    statusText,
  })
}

/**
 * The browser's fetch for server functions, with the seed's client rules (section 7): credentials
 * included, `X-Platform: web`, 300 000 ms timeout, retries only on 408/409/425/429/500/502/503/504
 * and only for GET and HEAD (once). A network failure is an AppError of kind `network`, an answer
 * TanStack Start did not serialize one of kind `http`; serialized errors (AppErrors) pass on to
 * TanStack Start, which rethrows them.
 */
export function createServerFnFetch({
  fetch = globalThis.fetch,
  headers: dynamic,
  timeout = REQUEST_TIMEOUT_MS,
}: ServerFnFetchOptions = {}): CustomFetch {
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = new Headers(init.headers)
    headers.set('X-Platform', 'web')
    for (const [name, value] of Object.entries(dynamic?.() ?? {})) if (!headers.has(name)) headers.set(name, value)
    const attempts = method === 'GET' || method === 'HEAD' ? 2 : 1
    for (let attempt = 1; ; attempt++) {
      const signals = [AbortSignal.timeout(timeout), ...(init.signal ? [init.signal] : [])]
      let response: Response
      try {
        response = await fetch(url, { ...init, method, headers, credentials: 'include', signal: AbortSignal.any(signals) })
      } catch (error) {
        if (attempt < attempts && !init.signal?.aborted) continue
        throw new AppError(0, error instanceof Error ? error.message : String(error), null, { kind: 'network', cause: error })
      }
      if (!response.ok && attempt < attempts && (RETRY_STATUS_CODES as readonly number[]).includes(response.status)) continue
      if (!response.ok && !response.headers.get('x-tss-serialized')) throw httpError(response)
      return response
    }
  }
}
