import type { Kysely } from 'kysely'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { Database } from '@/server/db/schema'
import { accountsRepo, type QuotaKey } from './accounts.repo.server'
import { periodResetsAt, periodStart } from './quota-periods'
import type { RankBook } from './ranks.server'
import type { ImagePermission, PermissionName, QuotaPeriod } from './user-info'

export type Lane = 'priority' | 'slow'

/** A credit held by a job: the quota row it was taken from. */
export interface Reservation {
  permission: PermissionName
  periodStart: number
}

/** What a user's rank lets them do with the drawing tools, and its prompt quotas. */
export interface RankPermissions {
  rankName: string
  image: ImagePermission
  /** Priority prompts the rank has per period (0: none). */
  priorityLimit: number
  quotas: Record<Lane, { limit: number; period: QuotaPeriod }>
}

const permissionOf = (lane: Lane): PermissionName => (lane === 'priority' ? 'image_priority_prompts' : 'image_slow_prompts')

/**
 * The prompt quotas of ADR 9 as a ledger: a job reserves a credit in the transaction that queues
 * it, and the transaction that finishes it commits (success) or releases (failure, cancel) that
 * same credit. Every write takes the caller's transaction, so a credit and the job's state never
 * disagree.
 */
export function quotaLedger(ranks: RankBook) {
  const key = (userId: string, r: Reservation): QuotaKey => ({ userId, permission: r.permission, periodStart: r.periodStart })

  return {
    async permissionsOf(rankName: string | null): Promise<RankPermissions> {
      const rank = await ranks.rankNamed(rankName)
      return {
        rankName: rank.name,
        image: JSON.parse(rank.permission_image) as ImagePermission,
        priorityLimit: rank.priority_limit,
        quotas: {
          priority: { limit: rank.priority_limit, period: rank.priority_period },
          slow: { limit: rank.slow_limit, period: rank.slow_period },
        },
      }
    },

    /**
     * Takes a credit of the lane's quota, or throws 400102 saying which quota is spent and when it
     * resets. The rank is looked up before the transaction (`permissionsOf`): inside it, only the
     * transaction's own handle may be used — on SQLite a second connection would wait for the
     * transaction, which waits for it.
     */
    async reserve(tx: Kysely<Database>, userId: string, permissions: RankPermissions, lane: Lane): Promise<Reservation> {
      const { limit, period } = permissions.quotas[lane]
      const now = Math.floor(Date.now() / 1000)
      const reservation = { permission: permissionOf(lane), periodStart: periodStart(period, now) }
      if (limit > 0 && (await accountsRepo(tx).reserveCredit(key(userId, reservation), limit))) return reservation
      throw new AppError(ErrorCode.QUOTA_EXHAUSTED, 'Quota exhausted', {
        permission_name: reservation.permission,
        limit,
        period,
        resets_at: periodResetsAt(period, now),
      })
    },

    commit: (tx: Kysely<Database>, userId: string, r: Reservation) => accountsRepo(tx).commitCredit(key(userId, r)),
    release: (tx: Kysely<Database>, userId: string, r: Reservation) => accountsRepo(tx).releaseCredit(key(userId, r)),
  }
}

export type QuotaLedger = ReturnType<typeof quotaLedger>
