import { AsyncLocalStorage } from 'node:async_hooks'
import type { LocaleCode } from '@/i18n/locales'

/** What a new account is created with besides its credentials (seed: the login payload). */
export interface NewUserProfile {
  locale: LocaleCode
  source: string | null
  referralUrl: string | null
  distributionCode: string | null
  /** Set by the identity store when this run created the user (a social sign-in may only sign in). */
  createdUserId?: string
}

const profiles = new AsyncLocalStorage<NewUserProfile>()

/**
 * Runs a sign-up or social sign-in so that, if it creates a user, the user gets this profile.
 * Better Auth creates the user deep inside its own code; its create hook reads it from here.
 */
export function withNewUserProfile<T>(profile: NewUserProfile, run: () => Promise<T>): Promise<T> {
  return profiles.run(profile, run)
}

export function currentNewUserProfile(): NewUserProfile | undefined {
  return profiles.getStore()
}
