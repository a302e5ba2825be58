import { FetchError, createFetch, ofetch, type FetchOptions } from 'ofetch'
import { API_BASE, REQUEST_TIMEOUT_MS, RETRY_STATUS_CODES } from '../constants'
import * as m from '@/paraglide/messages'
import { AppError, isEnvelope } from '../errors/app-error'

export interface RequestOptions {
  query?: Record<string, unknown>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Overrides the default: one retry for GET/HEAD, none for the rest. */
  retry?: number | false
  timeout?: number
  /** The call handles its own errors (as GET /user does): no generic toast or redirect. */
  handlesOwnErrors?: boolean
}

export type ErrorHandler = (error: AppError, request: { method: string; path: string; body: unknown }) => unknown

export interface ApiClientOptions {
  baseURL?: string
  onError?: ErrorHandler
  fetch?: typeof globalThis.fetch
  /** Headers decided per request (the page's language, for localized messages). */
  headers?: () => Record<string, string>
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof FetchError) {
    const status = error.response?.status
    const body: unknown = error.data
    if (isEnvelope(body)) return new AppError(body.code, body.message, body.data, { status })
    if (!error.response) return new AppError(0, error.message, null, { kind: 'network', cause: error })
    const statusText = error.response.statusText || ''
    // The seed: an HTTP error is thrown with its status text, or 'Response Error'.
    return new AppError(status ?? 0, statusText || m.error_response(), body, { status, kind: 'http', statusText })
  }
  return new AppError(0, error instanceof Error ? error.message : String(error), null, { kind: 'network', cause: error })
}

/**
 * The seed's HTTP client for /common-api/v1: credentials included, `X-Platform: web`,
 * 300 000 ms timeout, retries only on 408/409/425/429/500/502/503/504 (GET and HEAD once).
 * Resolves with the envelope's `data`; rejects with an AppError after the error handler ran.
 */
export function createApiClient({ baseURL = API_BASE, onError, fetch, headers: dynamicHeaders }: ApiClientOptions = {}) {
  const $fetch = (fetch ? createFetch({ fetch }) : ofetch).create({
    baseURL,
    credentials: 'include',
    headers: { 'X-Platform': 'web', Accept: 'application/json' },
    timeout: REQUEST_TIMEOUT_MS,
    retryStatusCodes: [...RETRY_STATUS_CODES],
    onRequest: ({ options }) => {
      // A header the request names itself wins over the per-request default.
      for (const [name, value] of Object.entries(dynamicHeaders?.() ?? {}))
        if (!options.headers.has(name)) options.headers.set(name, value)
    },
  })

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const fetchOptions: FetchOptions<'json'> = {
      method,
      query: options.query,
      // JSON for objects; FormData, Blob and strings go as they are (ofetch decides).
      body: options.body as FetchOptions['body'],
      headers: options.headers,
      signal: options.signal,
      ...(options.retry !== undefined ? { retry: options.retry } : {}),
      ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    }
    try {
      const body = await $fetch<unknown>(path, fetchOptions)
      if (isEnvelope(body)) {
        if (body.code !== 200) throw new AppError(body.code, body.message, body.data, { status: 200 })
        return body.data as T
      }
      return body as T
    } catch (raw) {
      const error = toAppError(raw)
      if (!options.handlesOwnErrors) await onError?.(error, { method, path, body: options.body })
      throw error
    }
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, { ...options, body }),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
