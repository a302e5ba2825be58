import type * as v from 'valibot'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import { userInfo } from '@/modules/accounts/user-info.server'
import type { UserInfo } from '@/modules/accounts/user-info'
import { consumeActivationToken } from './activation.server'
import { auth } from './auth.server'
import type { CompleteSignupSchema } from './auth.schema'
import { appendSetCookies, type WithCookies } from './cookies.server'

/** POST /complete-signup: the activation link's token activates the account and signs it in. */
export async function completeSignup(input: v.InferOutput<typeof CompleteSignupSchema>): Promise<WithCookies<UserInfo>> {
  const userId = await consumeActivationToken(input.token)
  if (!userId) throw new AppError(ErrorCode.TOKEN_INVALID, 'Token invalid or expired')
  const context = await auth().$context
  await context.internalAdapter.updateUser(userId, { emailVerified: true })
  const { headers } = await auth().api.startSessionForUser({ body: { userId }, returnHeaders: true })
  return { data: await userInfo(userId), setCookies: appendSetCookies(new Headers(), headers) }
}
