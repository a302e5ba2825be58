import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { passwordChangedEmail, rejectCommonPassword } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import { IdentityError } from '@/server/identity/identity.server'
import { deviceTokens } from '@/server/identity/device-token.server'
import type { Service } from '@/server/service'
import type { ResetPasswordInput } from './auth.schema'

/**
 * POST /reset-password: sets the new password, uses up the token and ends every session of the
 * account; the owner is told by e-mail.
 */
export function resetPassword(
  deps: Pick<Adapters, 'identity' | 'mailer' | 'config'>,
): Service<ResetPasswordInput, Record<string, never>> {
  const devices = deviceTokens(deps.config.authSecret)
  return async (caller, input) => {
    rejectCommonPassword(input.password, 'password')
    try {
      const { user } = await deps.identity.resetPassword(input.token, input.password)
      await deps.mailer.enqueue({ to: user.email, ...passwordChangedEmail(deps.config.publicUrl, user) })
      // The browser that opened the mailed link is the owner's: its next sign-in is not throttled with strangers'.
      caller.client.trustDevice(devices.issue(user.email))
    } catch (error) {
      if (error instanceof IdentityError && error.reason === 'token_invalid')
        throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
      throw error
    }
    return {}
  }
}
