import type * as v from 'valibot'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { auth } from './auth.server'
import type { ResetPasswordSchema } from './auth.schema'
import { betterAuthCode } from './better-auth-errors.server'
import { rejectCommonPassword } from './signup.server'

/**
 * POST /reset-password: sets the new password, uses up the token and ends every session of the
 * account (Better Auth, revokeSessionsOnPasswordReset); the owner is told by e-mail.
 */
export async function resetPassword(input: v.InferOutput<typeof ResetPasswordSchema>): Promise<Record<string, never>> {
  rejectCommonPassword(input.password, 'password')
  try {
    await auth().api.resetPassword({ body: { token: input.token, newPassword: input.password } })
  } catch (error) {
    if (betterAuthCode(error) === 'INVALID_TOKEN') throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
    throw error
  }
  return {}
}
