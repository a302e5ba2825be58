/** What counts as the reader starting to act on the page. */
export type Interaction = 'pointerdown' | 'keydown' | 'focusin'

/**
 * Runs `run` once, on the first of the given events anywhere in the page (seen on the way down,
 * before the page's own handlers), for code worth fetching before the reader needs it. Returns
 * a function that stops listening.
 */
export function onFirstInteraction(run: () => void, events: readonly Interaction[]): () => void {
  const first = () => {
    stop()
    run()
  }
  const stop = () => {
    for (const type of events) window.removeEventListener(type, first, true)
  }
  for (const type of events) window.addEventListener(type, first, { capture: true, passive: true })
  return stop
}
