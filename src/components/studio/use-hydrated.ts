import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False on the server and in the first render that hydrates it; true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
