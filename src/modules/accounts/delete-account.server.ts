import { AppError } from '@/lib/errors/app-error'
import type { Adapters } from '@/server/adapters.server'
import type { UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import type { DeleteAccountInput } from './accounts.schema'
import { avatarKeyOf } from './avatar.server'

/** Every file key a user owns in another module (uploads, designs), for account deletion. */
export type OwnedFiles = (userId: string) => Promise<string[]>

/**
 * DELETE /user: the owner confirms by typing the account's e-mail address. Sessions, sign-in
 * methods, quota usage, uploads, designs and the avatar go with it (foreign keys cascade; files
 * are removed here, after the rows, so nothing points at a missing file).
 */
export function deleteAccount(
  deps: Pick<Adapters, 'identity' | 'storage'> & { ownedFiles: OwnedFiles[] },
): Service<DeleteAccountInput, Record<string, never>, UserCaller> {
  return async (caller, input) => {
    const user = caller.user.row
    if (input.confirm_email !== user.email.toLowerCase())
      throw AppError.validation({ confirm_email: 'validation_confirm_delete' })
    const files = (await Promise.all(deps.ownedFiles.map((owned) => owned(user.id)))).flat()
    await deps.identity.deleteUser(user.id)
    caller.client.endSession()
    const avatar = avatarKeyOf(user.image)
    if (avatar) files.push(avatar)
    await Promise.all(files.map((key) => deps.storage.delete(key)))
    return {}
  }
}
