import { defineErrorHandler } from 'nitro'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { config } from './env.server'
import { errorResponse } from './http/envelope.server'
import { securityHeaders, withHeaders } from './http/security-headers'

const CODES: Record<number, number> = {
  400: ErrorCode.BAD_REQUEST,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
}

/**
 * What the server layer under the app refuses itself (a path whose percent-encoding cannot be
 * decoded never reaches src/server.ts) is answered like everything else: in the envelope, in the
 * reader's language, with the site's headers, and never with the framework's own JSON.
 */
export default defineErrorHandler((error, event) => {
  // h3's HTTPError: `unhandled` marks an error that escaped the app (a bug), not a refusal.
  const { status: declared, unhandled } = error as { status?: number; unhandled?: boolean }
  const status = !unhandled && typeof declared === 'number' ? declared : 500
  const code = CODES[status] ?? (status >= 400 && status < 500 ? status : ErrorCode.INTERNAL)
  const answer = code === ErrorCode.INTERNAL ? error : new AppError(code, error.message || 'Bad Request', null, { status })
  return withHeaders(errorResponse(answer, event.req), securityHeaders(config().publicUrl))
})
