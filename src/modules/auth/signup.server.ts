import { setTimeout as sleep } from 'node:timers/promises'
import type { LocaleCode } from '@/i18n/locales'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { rejectCommonPassword } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import type { RequestContext } from '@/server/caller'
import type { Service } from '@/server/service'
import type { AuthRepo } from './auth.repo.server'
import type { SignupInput } from './auth.schema'
import { AUTH_MAIL } from './mails.server'
import type { OnNewUser } from './on-new-user'

/**
 * Every sign-up is answered this long after it arrived, whether it made an account or met one:
 * both paths hash the password (about 20–60 ms here) and write a row or three, and the floor
 * covers what is left of the difference, so the answer's time does not tell whether an address
 * is registered (ADR 21 has the measurements).
 */
export const SIGNUP_ANSWER_MS = 250

/**
 * POST /signup: creates an inactive account and stores its activation mail (sent in the reader's
 * language). An address that has an account gets the same answer in the same time; its owner is
 * mailed that someone tried, with links to sign in and to reset (mails.server.ts). The account
 * cannot sign in until the link in its activation mail is opened.
 */
export function signup(
  deps: Pick<Adapters, 'identity' | 'mailer' | 'limiter'> & { repo: AuthRepo; onNewUser?: OnNewUser },
): Service<SignupInput, { email: string }> {
  /** The owner of a registered address is told, at most as often as other mail to it is sent. */
  async function tellOwner(email: string): Promise<void> {
    try {
      await deps.limiter.consume('mailByAddressMinute', `signup:${email}`)
      await deps.limiter.consume('mailByAddressQuarter', `signup:${email}`)
    } catch (error) {
      // Over the limit the mail is skipped, silently: a refusal would say the address is registered.
      if (isAppError(error) && error.code === ErrorCode.TOO_FAST) return
      throw error
    }
    await deps.mailer.enqueueComposed(AUTH_MAIL.signupExisting, { email })
  }

  async function register(input: SignupInput, locale: LocaleCode, context: RequestContext): Promise<void> {
    if (await deps.repo.userByEmail(input.email)) {
      await deps.identity.hashPassword(input.password)
      return tellOwner(input.email)
    }
    const name = input.name?.trim() || input.email.split('@')[0]!.slice(0, 80)
    const profile = {
      locale,
      source: input.source ?? null,
      referralUrl: input.referral_url ?? null,
      distributionCode: input.distribution_code ?? null,
    }
    let userId: string
    try {
      userId = (await deps.identity.createUser({ email: input.email, password: input.password, name }, profile)).userId
    } catch (error) {
      // Two sign-ups for one address at the same moment: the second loses on the unique index.
      if (await deps.repo.userByEmail(input.email)) return tellOwner(input.email)
      throw error
    }
    await deps.onNewUser?.(
      { id: userId, email: input.email },
      { code: profile.distributionCode, referralUrl: profile.referralUrl, source: profile.source },
      context,
    )
    await deps.mailer.enqueueComposed(AUTH_MAIL.activation, { userId })
  }

  return async (caller, input) => {
    rejectCommonPassword(input.password, 'password')
    const floor = sleep(SIGNUP_ANSWER_MS)
    await register(input, input.locale ?? caller.context.locale, caller.context)
    await floor
    return { email: input.email }
  }
}
