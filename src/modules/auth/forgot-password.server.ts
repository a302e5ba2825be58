import type { Adapters } from '@/server/adapters.server'
import type { Service } from '@/server/service'
import type { EmailOnlyInput } from './auth.schema'
import { resetEmail } from './emails.server'

/**
 * POST /forgot-password: a reset link (30 minutes, single use) for the address if it has an
 * account, at most one a minute and five a day; the same answer either way. The e-mail leaves
 * in the background.
 */
export function forgotPassword(
  deps: Pick<Adapters, 'identity' | 'mailer' | 'limiter' | 'config'>,
): Service<EmailOnlyInput, Record<string, never>> {
  return async (_caller, input) => {
    await deps.limiter.consume('mailByAddressMinute', `reset:${input.email}`)
    await deps.limiter.consume('mailByAddressDay', `reset:${input.email}`)
    const issued = await deps.identity.issuePasswordReset(input.email)
    if (issued)
      deps.mailer.sendInBackground({ to: issued.user.email, ...resetEmail(deps.config.publicUrl, issued.user, issued.token) })
    return {}
  }
}
