import type { Adapters } from '@/server/adapters.server'
import type { Service } from '@/server/service'
import type { EmailOnlyInput } from './auth.schema'
import { AUTH_MAIL } from './mails.server'

/**
 * POST /forgot-password: a reset link (30 minutes, single use) for the address if it has an
 * account, at most one a minute and three a quarter of an hour. The request is stored and
 * answered; the lookup and the mail follow (mails.server.ts), so the answer is the same, in the
 * same time, whether or not the address has an account.
 */
export function forgotPassword(deps: Pick<Adapters, 'mailer' | 'limiter'>): Service<EmailOnlyInput, Record<string, never>> {
  return async (_caller, input) => {
    await deps.limiter.consume('mailByAddressMinute', `reset:${input.email}`)
    await deps.limiter.consume('mailByAddressQuarter', `reset:${input.email}`)
    await deps.mailer.enqueueComposed(AUTH_MAIL.passwordReset, { email: input.email })
    return {}
  }
}
