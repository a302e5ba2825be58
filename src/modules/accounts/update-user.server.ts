import type * as v from 'valibot'
import { AppError } from '@/lib/errors/app-error'
import { auth } from '@/modules/auth/auth.server'
import type { UpdateUserSchema } from '@/modules/auth/auth.schema'
import { betterAuthCode } from '@/modules/auth/better-auth-errors.server'
import { appendSetCookies, type WithCookies } from '@/modules/auth/cookies.server'
import { sendPasswordChangedEmail } from '@/modules/auth/emails.server'
import { requireSession } from '@/modules/auth/session.server'
import { rejectCommonPassword } from '@/modules/auth/signup.server'
import type { RequestContext } from '@/server/http/request-context.server'
import { db } from '@/server/startup.server'
import type { UserInfo } from './user-info'
import { userInfo } from './user-info.server'

/**
 * PUT /user: name, avatar, language, theme, and the password (with the current one). A new
 * password signs out every other device and tells the owner by e-mail.
 */
export async function updateUser(
  input: v.InferOutput<typeof UpdateUserSchema>,
  ctx: RequestContext,
): Promise<WithCookies<UserInfo>> {
  const session = await requireSession(ctx.headers)
  const setCookies = appendSetCookies(new Headers(), session.setCookies)
  const user =
    session.user ??
    (await db().selectFrom('user').select(['email', 'name', 'locale']).where('id', '=', session.userId).executeTakeFirstOrThrow())

  const changes: Record<string, string | null> = {}
  if (input.name !== undefined) changes.name = input.name || user.email.split('@')[0]!
  if (input.image !== undefined) changes.image = input.image
  if (input.locale !== undefined) changes.locale = input.locale
  if (input.theme !== undefined) changes.theme = input.theme
  const context = await auth().$context
  if (Object.keys(changes).length) await context.internalAdapter.updateUser(session.userId, changes)

  if (input.new_password !== undefined) {
    if (!input.current_password) throw AppError.validation({ current_password: 'validation_required' })
    rejectCommonPassword(input.new_password, 'new_password')
    try {
      const { headers } = await auth().api.changePassword({
        body: { currentPassword: input.current_password, newPassword: input.new_password, revokeOtherSessions: true },
        headers: ctx.headers,
        returnHeaders: true,
      })
      appendSetCookies(setCookies, headers)
    } catch (error) {
      const code = betterAuthCode(error)
      if (code === 'INVALID_PASSWORD') throw AppError.validation({ current_password: 'validation_current_password' })
      if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw AppError.validation({ current_password: 'validation_no_password' })
      throw error
    }
    sendPasswordChangedEmail({ email: user.email, name: changes.name ?? user.name, locale: changes.locale ?? user.locale })
  }
  return { data: await userInfo(session.userId), setCookies }
}
