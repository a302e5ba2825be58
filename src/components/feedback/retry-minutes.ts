import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'

/**
 * Minutes until the per-user limit lets another message through, from a 429's `retry_after`
 * (seconds); null for any other failure. An answer without a usable time says an hour, the
 * limit's whole window.
 */
export function minutesUntilRetry(error: unknown): number | null {
  if (!isAppError(error) || error.code !== ErrorCode.TOO_FAST) return null
  const seconds = Number((error.data as { retry_after?: unknown } | null)?.retry_after)
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60
}
