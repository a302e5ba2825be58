import type { Adapters } from '@/server/adapters.server'
import type { Service } from '@/server/service'
import type { EmailOnlyInput } from './auth.schema'
import { AUTH_MAIL } from './mails.server'

/**
 * POST /resend-activate-email: a fresh link for an account still waiting for activation, at most
 * one a minute and three a quarter of an hour per address. Like a reset, the request is stored
 * and answered before anyone looks the address up.
 */
export function resendActivation(deps: Pick<Adapters, 'mailer' | 'limiter'>): Service<EmailOnlyInput, Record<string, never>> {
  return async (_caller, input) => {
    await deps.limiter.consume('mailByAddressMinute', input.email)
    await deps.limiter.consume('mailByAddressQuarter', input.email)
    await deps.mailer.enqueueComposed(AUTH_MAIL.activationRequest, { email: input.email })
    return {}
  }
}
