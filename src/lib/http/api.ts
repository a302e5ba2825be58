import { currentLocale } from '@/i18n/use-locale'
import { toast } from '../toast'
import { createApiClient, type ErrorHandler } from './client'
import { createErrorHandler } from './error-catalogue'

/**
 * Code-specific reactions to API errors (session expiry, activation, quotas). Each domain
 * registers its own; the rest of the catalogue is handled generically.
 */
export const apiErrorHandlers = new Map<number, ErrorHandler>()

let isPaidRank: () => boolean = () => false

/** The account module tells the client whether the signed-in user has a paid rank. */
export function setPaidRankCheck(check: () => boolean): void {
  isPaidRank = check
}

/** The browser's client for /common-api/v1, with the seed's toasts on failure. */
export const api = createApiClient({
  headers: () => ({ 'X-Locale': currentLocale().code }),
  onError: createErrorHandler({
    toastError: (message) => {
      if (typeof window !== 'undefined') toast.error(message)
    },
    isPaidRank: () => isPaidRank(),
    handlers: apiErrorHandlers,
  }),
})
