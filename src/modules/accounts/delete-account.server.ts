import type * as v from 'valibot'
import { AppError } from '@/lib/errors/app-error'
import { auth } from '@/modules/auth/auth.server'
import type { DeleteAccountSchema } from '@/modules/auth/auth.schema'
import { appendSetCookies, type WithCookies } from '@/modules/auth/cookies.server'
import { requireSession } from '@/modules/auth/session.server'
import type { RequestContext } from '@/server/http/request-context.server'
import { storage } from '@/server/storage/storage.server'
import { db } from '@/server/startup.server'
import { userFileKeys } from '@/modules/designs/user-files.server'
import { avatarKeyOf } from './avatar.server'

/**
 * DELETE /user: the owner confirms by typing the account's e-mail address. Sessions, sign-in
 * methods, quota usage, uploads, designs and the avatar go with it (foreign keys cascade; files
 * are removed here, after the rows, so nothing points at a missing file).
 */
export async function deleteAccount(
  input: v.InferOutput<typeof DeleteAccountSchema>,
  ctx: RequestContext,
): Promise<WithCookies<Record<string, never>>> {
  const session = await requireSession(ctx.headers)
  const user =
    session.user ??
    (await db().selectFrom('user').select(['email', 'image']).where('id', '=', session.userId).executeTakeFirstOrThrow())
  if (input.confirm_email !== user.email.toLowerCase()) throw AppError.validation({ confirm_email: 'validation_confirm_delete' })
  const { headers } = await auth().api.signOut({ headers: ctx.headers, returnHeaders: true })
  const files = await userFileKeys(session.userId)
  const context = await auth().$context
  await context.internalAdapter.deleteUserSessions(session.userId)
  await context.internalAdapter.deleteUser(session.userId)
  const avatar = avatarKeyOf(user.image)
  if (avatar) files.push(avatar)
  await Promise.all(files.map((key) => storage().delete(key)))
  return { data: {}, setCookies: appendSetCookies(new Headers(), headers) }
}
