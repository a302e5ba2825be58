import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { passwordChangedEmail, rejectCommonPassword } from '@/modules/accounts/index.server'
import type { Adapters } from '@/server/adapters.server'
import { IdentityError } from '@/server/identity/identity.server'
import type { Service } from '@/server/service'
import type { ResetPasswordInput } from './auth.schema'

/**
 * POST /reset-password: sets the new password, uses up the token and ends every session of the
 * account; the owner is told by e-mail.
 */
export function resetPassword(
  deps: Pick<Adapters, 'identity' | 'mailer' | 'config'>,
): Service<ResetPasswordInput, Record<string, never>> {
  return async (_caller, input) => {
    rejectCommonPassword(input.password, 'password')
    try {
      const { user } = await deps.identity.resetPassword(input.token, input.password)
      await deps.mailer.enqueue({ to: user.email, ...passwordChangedEmail(deps.config.publicUrl, user) })
    } catch (error) {
      if (error instanceof IdentityError && error.reason === 'token_invalid')
        throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
      throw error
    }
    return {}
  }
}
