import { RELOAD_GUARD_MS } from './constants'
import { sessionStore } from './storage'

const LAST_RELOAD = 'chunk-reload-at'

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
]

/** True for the errors browsers raise when a lazily loaded file of an older build is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return CHUNK_ERROR_PATTERNS.some((p) => p.test(message)) || (error as Error).name === 'ChunkLoadError'
}

export interface ReloadGuard {
  now?: () => number
  reload?: () => void
}

/**
 * Reloads the page to pick up the new build, at most once every 10 s per tab, so a broken
 * deployment cannot trap the browser in a reload loop. Returns whether it reloaded.
 */
export function reloadForChunkError({ now = Date.now, reload = () => window.location.reload() }: ReloadGuard = {}): boolean {
  const last = sessionStore.get<number>(LAST_RELOAD) ?? 0
  const t = now()
  if (t - last < RELOAD_GUARD_MS) return false
  sessionStore.set(LAST_RELOAD, t)
  reload()
  return true
}

/**
 * Imports a module lazily: `importModule(() => import('x'))`. When a file of an old build is gone
 * and the page is reloading (the preload error was handled above), Vite resolves the import with
 * `undefined` instead of failing; nothing may touch that module, so the promise waits for the
 * reload instead. (The check must sit outside the `import()` call: Vite wraps a chain such as
 * `import('x').then(f)` whole, so `f` would never see the `undefined`.)
 */
export function importModule<T>(load: () => Promise<T>): Promise<T> {
  return load().then((module) => (module === undefined ? new Promise<T>(() => {}) : module))
}

/** Listens for Vite's preload failures and unhandled chunk errors. */
export function installChunkErrorReload(guard: ReloadGuard = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(guard)) event.preventDefault()
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError(guard)
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
