import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Adapters } from '@/server/adapters.server'
import type { Database } from '@/server/db/schema'
import { isSignedIn, type Caller, type UserCaller } from '@/server/caller'
import type { Service } from '@/server/service'
import { accountsRepo } from './accounts.repo.server'
import { readAvatar, removeAvatar, uploadAvatar } from './avatar.server'
import { deleteAccount, type OwnedFiles } from './delete-account.server'
import { passwordChangedEmail } from './emails.server'
import { quotaLedger, type PackCreditsOf } from './quota-ledger.server'
import { rankBook } from './ranks.server'
import { updateUser } from './update-user.server'
import type { ImagePermission, UserInfo } from './user-info'
import { userInfoOf } from './user-info.server'

export { passwordChangedEmail }
export { rejectCommonPassword } from './common-passwords.server'
export type { UserInfoOf } from './user-info.server'
export type { PackCreditsOf, QuotaLedger, RankPermissions, Reservation } from './quota-ledger.server'
export { PACK_CREDITS } from './quota-ledger.server'

export type AccountsDeps = Pick<Adapters, 'database' | 'identity' | 'storage' | 'mailer' | 'engine' | 'config' | 'limiter'> & {
  /** Where the other modules keep a user's files, so deleting the account removes them. */
  ownedFiles: OwnedFiles[]
  /** From billing: priority credits bought in packs that still stand. */
  packCreditsOf: PackCreditsOf
}

/** The accounts module: who a user is, their rank and quotas, profile, avatar and deletion. */
export function accountsModule(deps: AccountsDeps) {
  const repo = accountsRepo(deps.database.db)
  const ranks = rankBook(repo)
  const info = userInfoOf({ repo, ranks, adminEmail: deps.config.adminEmail, packCreditsOf: deps.packCreditsOf })
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
    /** For billing: a user's rank as stored now (a session's copy may be older than an event). */
    rankOf: async (userId: string) => (await repo.userById(userId))?.rank ?? 'FREE',
    /** For billing: every rank's position (higher gives more). */
    rankPositions: async () => new Map((await repo.allRanks()).map((r) => [r.name, r.position])),
    /** For billing's pricing: what a rank gives, from the rank table. */
    async rankDetails(name: string) {
      const rank = await ranks.rankNamed(name)
      return {
        name: rank.name,
        position: rank.position,
        image: JSON.parse(rank.permission_image) as ImagePermission,
        slow: { limit: rank.slow_limit, period: rank.slow_period },
        priority: { limit: rank.priority_limit, period: rank.priority_period },
      }
    },
    /**
     * For billing: sets the rank and quota anchor it derived (ADR 45), inside its transaction, and
     * writes the audit log when the rank changes. Returns the rank before, or null for a user gone.
     */
    async applyEntitlement(
      tx: Kysely<Database>,
      userId: string,
      to: { rank: string; quotaAnchor: number | null },
      actor: string,
    ) {
      const repo = accountsRepo(tx)
      const before = await repo.setEntitlement(userId, to.rank, to.quotaAnchor)
      if (!before) return null
      if (before.rank !== to.rank)
        await repo.writeAudit({
          id: randomUUID(),
          actor,
          entity: 'user',
          entityId: userId,
          action: 'rank',
          from: before.rank,
          to: to.rank,
          at: Math.floor(Date.now() / 1000),
        })
      return before.rank
    },
    /** For the designs module: credits reserved, committed and released with its jobs. */
    quotas: quotaLedger(ranks, deps.packCreditsOf),
  }
}

export type AccountsModule = ReturnType<typeof accountsModule>
