import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and in the first render that hydrates it; true after: for what only the
 * browser can know (the reader's time zone) or should load only there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
