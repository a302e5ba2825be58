import type { Adapters } from '@/server/adapters.server'
import type { Service } from '@/server/service'
import { issueActivationToken } from './activation.server'
import type { AuthRepo } from './auth.repo.server'
import type { EmailOnlyInput } from './auth.schema'
import { activationEmail } from './emails.server'

/**
 * POST /resend-activate-email: a fresh link for an account still waiting for activation, at most
 * one a minute and five a day per address. The answer is the same whether or not the address has
 * such an account.
 */
export function resendActivation(
  deps: Pick<Adapters, 'identity' | 'mailer' | 'limiter' | 'config'> & { repo: AuthRepo },
): Service<EmailOnlyInput, Record<string, never>> {
  return async (_caller, input) => {
    await deps.limiter.consume('mailByAddressMinute', input.email)
    await deps.limiter.consume('mailByAddressDay', input.email)
    const user = await deps.repo.userByEmail(input.email)
    const waiting = user && !(user.email_verified === true || user.email_verified === 1)
    if (waiting) {
      const token = await issueActivationToken(deps.identity, user.id)
      deps.mailer.sendInBackground({ to: user.email, ...activationEmail(deps.config.publicUrl, user, token) })
    }
    return {}
  }
}
