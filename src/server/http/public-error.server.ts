import { AppError, isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { logger } from '../log.server'
import { localizedMessage } from './envelope.server'
import { requestLocale } from './request-context.server'

const log = logger('server-fn')

/**
 * An error as it may travel to the browser from a server function: an AppError keeps its code
 * and data with its message in the reader's language; anything else is logged and becomes a
 * bare 500, so no internals leak.
 */
export function publicError(error: unknown, request: Request): AppError {
  const locale = requestLocale(request.headers)
  if (isAppError(error)) return new AppError(error.code, localizedMessage(error, locale), error.data, { status: error.status })
  log.error(`${new URL(request.url).pathname} failed`, error)
  return new AppError(
    ErrorCode.INTERNAL,
    localizedMessage({ code: ErrorCode.INTERNAL, message: 'Internal Server Error' }, locale),
  )
}
