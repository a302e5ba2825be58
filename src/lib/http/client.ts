import { FetchError, createFetch, ofetch, type FetchOptions } from 'ofetch'
import { API_BASE, REQUEST_TIMEOUT_MS, RETRY_STATUS_CODES } from '../constants'
import * as m from '@/paraglide/messages'
import { ApiError, isEnvelope } from './api-error'

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

export type ErrorHandler = (error: ApiError, request: { method: string; path: string; body: unknown }) => void

export interface ApiClientOptions {
  baseURL?: string
  onError?: ErrorHandler
  fetch?: typeof globalThis.fetch
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const status = error.response?.status
    const body: unknown = error.data
    if (isEnvelope(body)) return new ApiError(body.message, body.code, status, body.data, 'api')
    if (!error.response) return new ApiError(error.message, 0, undefined, undefined, 'network')
    const statusText = error.response.statusText || ''
    // The seed: an HTTP error is thrown with its status text, or 'Response Error'.
    return new ApiError(statusText || m.error_response(), status ?? 0, status, body, 'http', statusText)
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0, undefined, undefined, 'network')
}

/**
 * The seed's HTTP client for /common-api/v1: credentials included, `X-Platform: web`,
 * 300 000 ms timeout, retries only on 408/409/425/429/500/502/503/504 (GET and HEAD once).
 * Resolves with the envelope's `data`; rejects with an ApiError after the error handler ran.
 */
export function createApiClient({ baseURL = API_BASE, onError, fetch }: ApiClientOptions = {}) {
  const $fetch = (fetch ? createFetch({ fetch }) : ofetch).create({
    baseURL,
    credentials: 'include',
    headers: { 'X-Platform': 'web', Accept: 'application/json' },
    timeout: REQUEST_TIMEOUT_MS,
    retryStatusCodes: [...RETRY_STATUS_CODES],
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
        if (body.code !== 200) throw new ApiError(body.message, body.code, 200, body.data, 'api')
        return body.data as T
      }
      return body as T
    } catch (raw) {
      const error = toApiError(raw)
      if (!options.handlesOwnErrors) onError?.(error, { method, path, body: options.body })
      throw error
    }
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('DELETE', path, { ...options, body }),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
