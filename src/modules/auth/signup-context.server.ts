import { AsyncLocalStorage } from 'node:async_hooks'
import type { LocaleCode } from '@/i18n/locales'

/** What a new account is created with besides its credentials (seed: the login payload). */
export interface SignupContext {
  locale: LocaleCode
  source: string | null
  referralUrl: string | null
  distributionCode: string | null
}

const storage = new AsyncLocalStorage<SignupContext>()

/**
 * Runs a sign-up or social sign-in so that, if it creates a user, the user gets these fields.
 * Better Auth creates the user deep inside its own code; its create hook reads them from here.
 */
export function withSignupContext<T>(context: SignupContext, run: () => Promise<T>): Promise<T> {
  return storage.run(context, run)
}

export function currentSignupContext(): SignupContext | undefined {
  return storage.getStore()
}
