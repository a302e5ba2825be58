import { AppError, isAppError, type Envelope } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { logger } from '../log.server'

const log = logger('http')

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

export function envelope<T>(code: number, message: string, data: T, init: ResponseInit = {}): Response {
  const body: Envelope<T> = { code, message, data }
  const headers = new Headers(JSON_HEADERS)
  new Headers(init.headers).forEach((value, key) => headers.set(key, value))
  return new Response(JSON.stringify(body), { ...init, headers })
}

export function ok<T>(data: T, init?: ResponseInit): Response {
  return envelope(ErrorCode.OK, 'success', data, { status: 200, ...init })
}

/**
 * Maps any thrown value to the envelope. AppErrors keep their code, message and data; anything
 * else is logged and answered as a bare 500 so that no internals leak.
 */
export function errorResponse(error: unknown, request?: Request): Response {
  if (isAppError(error)) {
    const headers: Record<string, string> = {}
    const retryAfter = (error.data as { retry_after?: number } | null)?.retry_after
    if (error.code === ErrorCode.TOO_FAST && typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter)
    return envelope(error.code, error.message, error.data ?? null, { status: error.status ?? 500, headers })
  }
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : 'request'
  log.error(`${where} failed`, error)
  return envelope(ErrorCode.INTERNAL, 'Internal Server Error', null, { status: 500 })
}

export function notFoundError(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'Not Found')
}
