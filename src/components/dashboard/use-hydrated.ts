import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** False while the server renders and the page hydrates, true after: for text in the reader's time zone. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
