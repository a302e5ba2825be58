import { onFirstInteraction } from './first-interaction'

/**
 * The server-function caller is not on a page's first load (ADR 51): it arrives with the first
 * call. A reader who starts to act (a press, a key, a field in focus) is likely to call one soon,
 * so the caller is fetched then, and the first call does not wait for it.
 */
export function warmServerFnCallsOnFirstInteraction(load: () => Promise<unknown> = warmServerFnCalls): () => void {
  return onFirstInteraction(() => void load().catch(() => {}), ['pointerdown', 'keydown', 'focusin'])
}

/** The caller fetched now, for a page that is about to call (its failure is the call's to report). */
export const warmServerFnCalls = (): Promise<unknown> => import('inkdraft:server-fn-caller')
