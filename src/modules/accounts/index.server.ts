import type { Adapters } from '@/server/adapters.server'
import { isSignedIn, type Caller, type UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import { accountsRepo } from './accounts.repo.server'
import { readAvatar, removeAvatar, uploadAvatar } from './avatar.server'
import { deleteAccount, type OwnedFiles } from './delete-account.server'
import { passwordChangedEmail } from './emails.server'
import { quotaLedger } from './quota-ledger.server'
import { rankBook } from './ranks.server'
import { updateUser } from './update-user.server'
import type { UserInfo } from './user-info'
import { userInfoOf } from './user-info.server'

export { passwordChangedEmail }
export { rejectCommonPassword } from './common-passwords.server'
export type { UserInfoOf } from './user-info.server'
export type { QuotaLedger, RankPermissions, Reservation } from './quota-ledger.server'

export type AccountsDeps = Pick<Adapters, 'database' | 'identity' | 'storage' | 'mailer' | 'engine' | 'config' | 'limiter'> & {
  /** Where the other modules keep a user's files, so deleting the account removes them. */
  ownedFiles: OwnedFiles[]
}

/** The accounts module: who a user is, their rank and quotas, profile, avatar and deletion. */
export function accountsModule(deps: AccountsDeps) {
  const repo = accountsRepo(deps.database.db)
  const ranks = rankBook(repo)
  const info = userInfoOf({ repo, ranks, adminEmail: deps.config.adminEmail })
  const withInfo = { ...deps, userInfoOf: info }

  /** GET /user: the signed-in user's info (user, quotas, rank). */
  const me: Service<void, UserInfo, UserCaller> = (caller) => info(caller.user.id, caller.user.row)
  /** The same for pages: null for a visitor who is not signed in. */
  const currentUser: Service<void, UserInfo | null> = async (caller) => (isSignedIn(caller) ? me(caller) : null)
  /** Whether the signed-in user has a password to change (accounts made with Google or Apple have none). */
  const hasPassword: Service<void, boolean, Caller> = async (caller) =>
    isSignedIn(caller) ? deps.identity.hasPassword(caller.user.id) : false

  return {
    me,
    currentUser,
    hasPassword,
    updateUser: updateUser(withInfo),
    deleteAccount: deleteAccount(deps),
    uploadAvatar: uploadAvatar(withInfo),
    removeAvatar: removeAvatar(withInfo),
    readAvatar: readAvatar(deps),
    /** For other modules: a user's info by id (after a sign-in, say). */
    userInfoOf: info,
    ranks,
    /** For the designs module: credits reserved, committed and released with its jobs. */
    quotas: quotaLedger(ranks),
  }
}

export type AccountsModule = ReturnType<typeof accountsModule>
