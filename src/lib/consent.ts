import { useSyncExternalStore } from 'react'
import { localStore } from './storage'

/** The visitor's answer to the cookie notice, kept in local storage (no cookie for it). */
export type Consent = 'granted' | 'denied'
const KEY = 'cookie-consent'
const listeners = new Set<() => void>()

export function readConsent(): Consent | null {
  const value = localStore.get<string>(KEY)
  return value === 'granted' || value === 'denied' ? value : null
}

export function saveConsent(consent: Consent | null): void {
  if (consent) localStore.set(KEY, consent)
  else localStore.remove(KEY)
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The answer, or null before one is given; `undefined` while rendering on the server. */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribe, readConsent, () => undefined)
}
