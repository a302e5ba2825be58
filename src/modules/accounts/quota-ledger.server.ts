import type { Kysely } from 'kysely'
import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { Database } from '@/server/db/schema'
import { accountsRepo, type QuotaKey } from './accounts.repo.server'
import { periodResetsAt, periodStart } from './quota-periods'
import type { RankBook } from './ranks.server'
import type { ImagePermission, PermissionName, QuotaPeriod } from './user-info'

export type Lane = 'priority' | 'slow'

/** Credits bought in packs (ADR 45): one period that never ends. */
export const PACK_CREDITS = 'image_priority_credits' as const
const PACK_PERIOD_START = 0

/** A credit held by a job: the quota row it was taken from. */
export interface Reservation {
  permission: PermissionName | typeof PACK_CREDITS
  periodStart: number
}

/** What a user's rank lets them do with the drawing tools, and its prompt quotas. */
export interface RankPermissions {
  rankName: string
  image: ImagePermission
  /** Priority prompts the rank has per period (0: none). */
  priorityLimit: number
  quotas: Record<Lane, { limit: number; period: QuotaPeriod }>
  /** Where a subscriber's months start (ADR 45); null: calendar months. */
  anchor: number | null
  /** Priority credits bought in packs, used or not (spent after the rank's own). */
  packCredits: number
  /** The rank's priority lane, or credits from a pack. */
  priorityLane: boolean
}

/** The facts of a user the quotas depend on beyond the rank. */
export interface QuotaHolder {
  id: string
  quota_anchor: number | null
}

/** Priority credits a user bought in packs that still stand (from billing). */
export type PackCreditsOf = (userId: string) => Promise<number>

const permissionOf = (lane: Lane): PermissionName => (lane === 'priority' ? 'image_priority_prompts' : 'image_slow_prompts')

/**
 * The prompt quotas of ADR 9 as a ledger: a job reserves a credit in the transaction that queues
 * it, and the transaction that finishes it commits (success) or releases (failure, cancel) that
 * same credit. Every write takes the caller's transaction, so a credit and the job's state never
 * disagree. Pack credits (ADR 45) are a third quota the priority lane falls back on.
 */
export function quotaLedger(ranks: RankBook, packCreditsOf: PackCreditsOf) {
  const key = (userId: string, r: Reservation): QuotaKey => ({ userId, permission: r.permission, periodStart: r.periodStart })

  return {
    /** The rank's permissions; with the user, also their quota anchor and pack credits. */
    async permissionsOf(rankName: string | null, holder?: QuotaHolder): Promise<RankPermissions> {
      const rank = await ranks.rankNamed(rankName)
      const image = JSON.parse(rank.permission_image) as ImagePermission
      const packCredits = holder ? await packCreditsOf(holder.id) : 0
      return {
        rankName: rank.name,
        image,
        priorityLimit: rank.priority_limit,
        quotas: {
          priority: { limit: rank.priority_limit, period: rank.priority_period },
          slow: { limit: rank.slow_limit, period: rank.slow_period },
        },
        anchor: holder?.quota_anchor ?? null,
        packCredits,
        priorityLane: (image.priority_lane && rank.priority_limit > 0) || packCredits > 0,
      }
    },

    /**
     * Takes a credit of the lane's quota (for the priority lane: the rank's allowance, then pack
     * credits), or throws 400102 saying which quota is spent and when it resets. The rank is
     * looked up before the transaction (`permissionsOf`): inside it, only the transaction's own
     * handle may be used — on SQLite a second connection would wait for the transaction, which
     * waits for it.
     */
    async reserve(tx: Kysely<Database>, userId: string, permissions: RankPermissions, lane: Lane): Promise<Reservation> {
      const { limit, period } = permissions.quotas[lane]
      const now = Math.floor(Date.now() / 1000)
      const anchor = lane === 'priority' ? permissions.anchor : null
      const reservation = { permission: permissionOf(lane), periodStart: periodStart(period, now, anchor) }
      const repo = accountsRepo(tx)
      const ownAllowance = lane === 'slow' || permissions.image.priority_lane
      if (ownAllowance && limit > 0 && (await repo.reserveCredit(key(userId, reservation), limit))) return reservation
      if (lane === 'priority' && permissions.packCredits > 0) {
        const pack: Reservation = { permission: PACK_CREDITS, periodStart: PACK_PERIOD_START }
        if (await repo.reserveCredit(key(userId, pack), permissions.packCredits)) return pack
      }
      throw new AppError(ErrorCode.QUOTA_EXHAUSTED, 'Quota exhausted', {
        permission_name: reservation.permission,
        limit,
        period,
        resets_at: periodResetsAt(period, now, anchor),
      })
    },

    commit: (tx: Kysely<Database>, userId: string, r: Reservation) => accountsRepo(tx).commitCredit(key(userId, r)),
    release: (tx: Kysely<Database>, userId: string, r: Reservation) => accountsRepo(tx).releaseCredit(key(userId, r)),
  }
}

export type QuotaLedger = ReturnType<typeof quotaLedger>
