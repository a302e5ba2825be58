import { AppError, isAppError, type Envelope } from '@/lib/errors/app-error'
import { ErrorCode, REQUEST_TOO_FAST } from '@/lib/errors/codes'
import { codeToTag, type LocaleCode } from '@/i18n/locales'
import * as m from '@/paraglide/messages'
import { requestLocale } from './request-context.server'
import { logger } from '../log.server'

const log = logger('http')

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

export function envelope<T>(code: number, message: string, data: T, init: ResponseInit = {}): Response {
  const body: Envelope<T> = { code, message, data }
  const headers = new Headers(JSON_HEADERS)
  const extra = new Headers(init.headers)
  extra.forEach((value, key) => {
    if (key !== 'set-cookie') headers.set(key, value)
  })
  // Several cookies are several headers; joining them with commas would break their dates.
  for (const cookie of extra.getSetCookie()) headers.append('set-cookie', cookie)
  return new Response(JSON.stringify(body), { ...init, headers })
}

export function ok<T>(data: T, init?: ResponseInit): Response {
  return envelope(ErrorCode.OK, 'success', data, { status: 200, ...init })
}

const MESSAGES: Record<number, (inputs: Record<string, never>, options: { locale: ReturnType<typeof codeToTag> }) => string> = {
  [ErrorCode.VALIDATION]: m.error_validation,
  [ErrorCode.NOT_ACTIVATED]: m.error_400002,
  [ErrorCode.BAD_CREDENTIALS]: m.error_400016,
  [ErrorCode.EMAIL_TAKEN]: m.error_400047,
  [ErrorCode.QUOTA_EXHAUSTED]: m.error_400102,
  [ErrorCode.PERMISSION_MISSING]: m.error_400103,
  [ErrorCode.TOKEN_INVALID]: m.error_400201,
  [ErrorCode.AFFILIATE_NOT_APPROVED]: m.error_400402,
  [ErrorCode.AFFILIATE_STATE]: m.error_400403,
  [ErrorCode.UNAUTHORIZED]: m.error_unauthorized,
  [ErrorCode.FORBIDDEN]: m.error_forbidden,
  [ErrorCode.NOT_FOUND]: m.error_not_found,
  [ErrorCode.BAD_REQUEST]: m.error_bad_address,
  [ErrorCode.METHOD_NOT_ALLOWED]: m.error_method,
  [ErrorCode.PAYLOAD_TOO_LARGE]: m.error_too_large,
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: m.error_media_type,
  [ErrorCode.MISDIRECTED]: m.error_misdirected,
  [ErrorCode.INTERNAL]: m.error_generic,
}

/**
 * The message clients show, in the reader's language. `request too fast` stays as the seed
 * spells it: clients recognise it to spare paid ranks the toast.
 */
export function localizedMessage(error: { code: number; message: string }, locale: LocaleCode): string {
  if (error.message === REQUEST_TOO_FAST) return error.message
  const message = MESSAGES[error.code]
  return message ? message({}, { locale: codeToTag(locale) }) : error.message
}

const localized = (error: { code: number; message: string }, request: Request) =>
  localizedMessage(error, requestLocale(request.headers))

/**
 * Maps any thrown value to the envelope. AppErrors keep their code, message and data; anything
 * else is logged and answered as a bare 500 so that no internals leak.
 */
export function errorResponse(error: unknown, request: Request): Response {
  if (isAppError(error)) {
    const headers: Record<string, string> = {}
    const retryAfter = (error.data as { retry_after?: number } | null)?.retry_after
    if (error.code === ErrorCode.TOO_FAST && typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter)
    const allow = (error.data as { allow?: string[] } | null)?.allow
    if (error.code === ErrorCode.METHOD_NOT_ALLOWED && Array.isArray(allow)) headers.allow = allow.join(', ')
    return envelope(error.code, localized(error, request), error.data ?? null, { status: error.status ?? 500, headers })
  }
  log.error(`${request.method} ${new URL(request.url).pathname} failed`, error)
  return envelope(ErrorCode.INTERNAL, localized({ code: ErrorCode.INTERNAL, message: 'Internal Server Error' }, request), null, {
    status: 500,
  })
}

export function notFoundError(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'Not Found')
}
