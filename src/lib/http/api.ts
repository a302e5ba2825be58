import { currentLocale } from '@/i18n/use-locale'
import { toast } from '../toast'
import { createApiClient } from './client'
import { createErrorHandler } from './error-catalogue'
import { apiErrorHandlers, errorHandlersReady } from './error-registry'

const handleError = createErrorHandler({
  toastError: (message) => {
    if (typeof window !== 'undefined') toast.error(message)
  },
  handlers: apiErrorHandlers,
})

/** The browser's client for /common-api/v1, with the seed's toasts on failure. */
export const api = createApiClient({
  headers: () => ({ 'X-Locale': currentLocale().code }),
  onError: async (error, request) => {
    await errorHandlersReady()
    return handleError(error, request)
  },
})

// The domains' handlers start loading with the client, long before a response can fail.
if (typeof window !== 'undefined') void errorHandlersReady()
