import { AppError } from '@/lib/errors/app-error'
import type { UserCaller } from '@/server/caller'
import type { Adapters } from '@/server/adapters.server'
import { IdentityError, type UserChanges } from '@/server/identity/identity.server'
import type { Service } from '@/server/service'
import type { UpdateUserInput } from './accounts.schema'
import { rejectCommonPassword } from './common-passwords.server'
import { passwordChangedEmail } from './emails.server'
import type { UserInfo } from './user-info'
import type { UserInfoOf } from './user-info.server'

/**
 * PUT /user: name, avatar, language, theme, and the password (with the current one). A new
 * password ends every session, starts a fresh one for this client and tells the owner by e-mail.
 * Wrong current passwords are counted per user, so a stolen session cannot guess it at full speed.
 */
export function updateUser(
  deps: Pick<Adapters, 'identity' | 'mailer' | 'config' | 'limiter'> & { userInfoOf: UserInfoOf },
): Service<UpdateUserInput, UserInfo, UserCaller> {
  return async (caller, input) => {
    const user = caller.user.row
    // Refused before any change is made: a session over its guesses changes nothing.
    if (input.new_password !== undefined) await deps.limiter.ensureNotBlocked('currentPasswordFailsByUser', user.id)
    const changes: UserChanges = {}
    if (input.name !== undefined) changes.name = input.name || user.email.split('@')[0]!
    if (input.image !== undefined) {
      // Only the user's own avatar, or none: removing or replacing it later deletes the file it names.
      if (input.image !== null && input.image !== user.image) throw AppError.validation({ image: 'validation_image' })
      changes.image = input.image
    }
    if (input.locale !== undefined) changes.locale = input.locale
    if (input.theme !== undefined) changes.theme = input.theme
    if (Object.keys(changes).length) await deps.identity.updateUser(user.id, changes)

    if (input.new_password !== undefined) {
      if (!input.current_password) throw AppError.validation({ current_password: 'validation_required' })
      rejectCommonPassword(input.new_password, 'new_password')
      try {
        const session = await deps.identity.changePassword(
          user.id,
          { current: input.current_password, next: input.new_password },
          caller.context,
        )
        caller.client.startSession(session)
      } catch (error) {
        if (error instanceof IdentityError && error.reason === 'wrong_password') {
          await deps.limiter.penalize('currentPasswordFailsByUser', user.id)
          throw AppError.validation({ current_password: 'validation_current_password' })
        }
        if (error instanceof IdentityError && error.reason === 'no_password')
          throw AppError.validation({ current_password: 'validation_no_password' })
        throw error
      }
      await deps.limiter.forgive('currentPasswordFailsByUser', user.id)
      const recipient = { email: user.email, name: changes.name ?? user.name, locale: changes.locale ?? user.locale }
      await deps.mailer.enqueue({ to: user.email, ...passwordChangedEmail(deps.config.publicUrl, recipient) })
    }
    return deps.userInfoOf(user.id)
  }
}
