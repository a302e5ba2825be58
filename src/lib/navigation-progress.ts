import type { BProgress } from '@bprogress/core'
import type { AnyRouter } from '@tanstack/react-router'
import { PROGRESS_BAR } from './constants'

type ProgressBar = Pick<typeof BProgress, 'configure' | 'start' | 'done'>

/** The bar's code is fetched with the first navigation, not with the page (ADR 50). */
const loadBProgress = () => import('@bprogress/core').then((module) => module.BProgress as ProgressBar)

/**
 * The thin bar at the top during navigation (seed: minimum 0.4, speed 500 ms, trickle 200 ms,
 * no spinner). It starts when the router begins loading a new location and ends when the router
 * settles, which includes a navigation that ended in an error or a not-found. A navigation that
 * settles before the bar's code has arrived shows no bar.
 */
export function installNavigationProgress(
  router: Pick<AnyRouter, 'subscribe'>,
  loadBar: () => Promise<ProgressBar> = loadBProgress,
): () => void {
  let bar: ProgressBar | undefined
  let loading: Promise<ProgressBar> | undefined
  let navigating = false
  const start = () => {
    navigating = true
    if (bar) return bar.start()
    loading ??= loadBar().then((loaded) => {
      loaded.configure({ ...PROGRESS_BAR })
      bar = loaded
      return loaded
    })
    loading.then(
      (loaded) => navigating && loaded.start(),
      () => (loading = undefined),
    )
  }
  const offStart = router.subscribe('onBeforeLoad', (event) => {
    if (event.pathChanged || (event.hrefChanged && !event.hashChanged)) start()
  })
  const offDone = router.subscribe('onResolved', () => {
    navigating = false
    bar?.done()
  })
  return () => {
    offStart()
    offDone()
    navigating = false
    bar?.done(true)
  }
}
