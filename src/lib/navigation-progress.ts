import { BProgress } from '@bprogress/core'
import type { AnyRouter } from '@tanstack/react-router'
import { PROGRESS_BAR } from './constants'

type ProgressBar = Pick<typeof BProgress, 'configure' | 'start' | 'done'>

/**
 * The thin bar at the top during navigation (seed: minimum 0.4, speed 500 ms, trickle 200 ms,
 * no spinner). It starts when the router begins loading a new location and ends when the router
 * settles, which includes a navigation that ended in an error or a not-found.
 */
export function installNavigationProgress(router: Pick<AnyRouter, 'subscribe'>, bar: ProgressBar = BProgress): () => void {
  bar.configure({ ...PROGRESS_BAR })
  const offStart = router.subscribe('onBeforeLoad', (event) => {
    if (event.pathChanged || (event.hrefChanged && !event.hashChanged)) bar.start()
  })
  const offDone = router.subscribe('onResolved', () => bar.done())
  return () => {
    offStart()
    offDone()
    bar.done(true)
  }
}
