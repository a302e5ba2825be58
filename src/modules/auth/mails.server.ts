import * as v from 'valibot'
import type { Adapters } from '@/server/adapters.server'
import type { MailComposers } from '@/server/mail/mailer.server'
import { issueActivationToken } from './activation.server'
import type { AuthRepo } from './auth.repo.server'
import { activationEmail, resetEmail, signupExistingEmail } from './emails.server'

/**
 * The auth module's mails, stored in the outbox by the services and composed when the sender
 * takes them: the account lookup and the token happen after the answer, so the answer neither
 * waits for them nor takes longer when the address has an account.
 */
export const AUTH_MAIL = {
  /** A new account's activation link. */
  activation: 'auth.activation',
  /** A fresh activation link for an address, if it has an account waiting for one. */
  activationRequest: 'auth.activation-request',
  /** A reset link for an address, if it has an account. */
  passwordReset: 'auth.password-reset',
  /** Someone signed up with an address that has an account: its owner is told how to get in. */
  signupExisting: 'auth.signup-existing',
} as const

const ByUser = v.object({ userId: v.string() })
const ByEmail = v.object({ email: v.string() })

const isVerified = (user: { email_verified: unknown }) => user.email_verified === true || user.email_verified === 1

export function authMailComposers(deps: Pick<Adapters, 'identity' | 'config'> & { repo: AuthRepo }): MailComposers {
  const { publicUrl } = deps.config
  const activationFor = async (
    user: { id: string; email: string; locale: string | null; email_verified: unknown } | undefined,
  ) => {
    if (!user || isVerified(user)) return null
    const token = await issueActivationToken(deps.identity, user.id)
    return { to: user.email, ...activationEmail(publicUrl, user, token) }
  }
  return {
    [AUTH_MAIL.activation]: async (payload) => activationFor(await deps.repo.userById(v.parse(ByUser, payload).userId)),
    [AUTH_MAIL.activationRequest]: async (payload) => activationFor(await deps.repo.userByEmail(v.parse(ByEmail, payload).email)),
    [AUTH_MAIL.passwordReset]: async (payload) => {
      const issued = await deps.identity.issuePasswordReset(v.parse(ByEmail, payload).email)
      return issued ? { to: issued.user.email, ...resetEmail(publicUrl, issued.user, issued.token) } : null
    },
    [AUTH_MAIL.signupExisting]: async (payload) => {
      const user = await deps.repo.userByEmail(v.parse(ByEmail, payload).email)
      if (!user) return null
      // An account still waiting for activation: what its owner lacks is the link.
      if (!isVerified(user)) return activationFor(user)
      return { to: user.email, ...signupExistingEmail(publicUrl, user) }
    },
  }
}
