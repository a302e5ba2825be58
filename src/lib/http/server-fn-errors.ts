import { toast } from '../toast'
import { AppError, isAppError } from '../errors/app-error'
import { createErrorHandler } from './error-catalogue'
import { apiErrorHandlers, errorHandlersReady } from './error-registry'

const handleError = createErrorHandler({
  toastError: (message) => {
    if (typeof window !== 'undefined') toast.error(message)
  },
  handlers: apiErrorHandlers,
})

export function asAppError(error: unknown): AppError {
  if (isAppError(error)) return error
  return new AppError(0, error instanceof Error ? error.message : String(error), null, { kind: 'http', cause: error })
}

/**
 * The seed's error catalogue (section 8) for a failed server-function call: toasts, the way to
 * the login page, the activation page. The domains register their own reactions
 * (error-registry.ts), installed on the first failure.
 */
export async function reportServerFnError(error: AppError, call: { method: string; id: string; input: unknown }): Promise<void> {
  await errorHandlersReady()
  await handleError(error, { method: call.method, path: call.id, body: call.input })
}
