import type { ErrorHandler } from './error-catalogue'

/**
 * Code-specific reactions to API errors (session expiry, activation, quotas). Each domain
 * registers its own; the rest of the catalogue is handled generically.
 *
 * Domains register an installer rather than the handlers themselves: the handlers and their
 * messages load when the first call fails, not with every page's first paint.
 */
export const apiErrorHandlers = new Map<number, ErrorHandler>()

type Installer = () => Promise<() => void>

const installers = new Map<Installer, Promise<() => void> | null>()
let clientLoaded = false

export function registerErrorHandlers(installer: Installer): () => void {
  installers.set(installer, clientLoaded ? installer() : null)
  return () => {
    void installers.get(installer)?.then((uninstall) => uninstall())
    installers.delete(installer)
  }
}

/** Called by the error catalogue on the first failed call: installs every registered domain's handlers, once. */
export function errorHandlersReady(): Promise<unknown> {
  clientLoaded = true
  for (const [installer, installed] of installers) if (!installed) installers.set(installer, installer())
  return Promise.all(installers.values())
}
