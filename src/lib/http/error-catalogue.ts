import * as m from '@/paraglide/messages'
import type { AppError } from '../errors/app-error'
import { REQUEST_TOO_FAST } from '../errors/codes'

/** A reaction to a failed call: the error, and the call as it was made (its input under `body`). */
export type ErrorHandler = (error: AppError, request: { method: string; path: string; body: unknown }) => unknown

export interface CatalogueDeps {
  toastError: (message: string) => void
  /** A paid rank sees no toast for `request too fast` (seed, section 8). */
  isPaidRank?: () => boolean
  /** Code-specific behaviour (session, activation, quotas) registered by the domains that own it. */
  handlers?: ReadonlyMap<number, ErrorHandler>
}

/** The generic part of the seed's error catalogue: which text the user sees, if any. */
export function genericErrorText(error: AppError, isPaidRank = false): string | null {
  switch (error.kind) {
    case 'network':
      return m.error_request()
    case 'http':
      return error.statusText || m.error_generic()
    case 'api':
      if (isPaidRank && error.message.trim().toLowerCase() === REQUEST_TOO_FAST) return null
      return error.message || m.error_generic()
  }
}

export function createErrorHandler({ toastError, isPaidRank, handlers }: CatalogueDeps): ErrorHandler {
  return (error, request) => {
    const specific = handlers?.get(error.code)
    if (specific) return specific(error, request)
    const text = genericErrorText(error, isPaidRank?.() ?? false)
    if (text) toastError(text)
  }
}
