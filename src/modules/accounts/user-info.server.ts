import { AppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { UserRow } from '@/server/db/schema'
import { roleOf } from '@/server/identity/role'
import type { AccountsRepo } from './accounts.repo.server'
import { PACK_CREDITS, type PackCreditsOf } from './quota-ledger.server'
import { periodResetsAt, periodStart } from './quota-periods'
import type { Rank, RankBook } from './ranks.server'
import type { ImagePermission, PermissionQuota, UserInfo } from './user-info'

const toUnix = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000)

/** The user-info of API.md for a user, from the row when the caller already has it. */
export type UserInfoOf = (userId: string, loaded?: UserRow) => Promise<UserInfo>

export function userInfoOf({
  repo,
  ranks,
  adminEmail,
  packCreditsOf,
}: {
  repo: AccountsRepo
  ranks: RankBook
  adminEmail: string | undefined
  packCreditsOf: PackCreditsOf
}): UserInfoOf {
  /** Both prompt quotas of a user for the current periods, in one query. */
  async function quotas(userId: string, rank: Rank, now: number, anchor: number | null): Promise<PermissionQuota[]> {
    const wanted = [
      { permission: 'image_slow_prompts' as const, period: rank.slow_period, limit: rank.slow_limit },
      { permission: 'image_priority_prompts' as const, period: rank.priority_period, limit: rank.priority_limit },
    ]
      .map((q) => ({ ...q, anchor: q.permission === 'image_priority_prompts' ? anchor : null }))
      .map((q) => ({ ...q, start: periodStart(q.period, now, q.anchor) }))
    const rows = await repo.quotaUsage(userId, wanted[0]!.start, wanted[1]!.start)
    return wanted.map((q) => {
      const row = rows.find((r) => r.permission_name === q.permission && Number(r.period_start) === q.start)
      // Reserved prompts (jobs in flight) count as used until they succeed or are released; `reserved`
      // says how many of them there are, so a client can show them apart without its sums changing.
      const reserved = row ? Number(row.reserved) : 0
      const used = row ? Number(row.used) + reserved : 0
      return {
        permission_name: q.permission,
        limit: q.limit,
        used,
        reserved,
        period: q.period,
        resets_at: periodResetsAt(q.period, now, q.anchor),
      }
    })
  }

  /** Credits bought in packs, as a quota that never renews; none for a user who never bought any. */
  async function packCredits(userId: string): Promise<PermissionQuota[]> {
    const [limit, row] = await Promise.all([packCreditsOf(userId), repo.usageOf(userId, PACK_CREDITS, 0)])
    if (limit <= 0 && !row) return []
    const reserved = row ? Number(row.reserved) : 0
    return [
      {
        permission_name: PACK_CREDITS,
        limit,
        used: row ? Number(row.used) + reserved : 0,
        reserved,
        period: 'never',
        resets_at: null,
      },
    ]
  }

  return async (userId, loaded) => {
    const user = loaded ?? (await repo.userById(userId))
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, 'Not logged in')
    const rank = await ranks.rankNamed(user.rank)
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.image,
        locale: user.locale ?? 'en',
        role: roleOf(user.email, user.role, adminEmail),
        email_verified: user.email_verified === true || user.email_verified === 1,
        created_at: toUnix(user.created_at),
      },
      permissions_quota: [
        ...(await quotas(user.id, rank, Math.floor(Date.now() / 1000), user.quota_anchor ?? null)),
        ...(await packCredits(user.id)),
      ],
      rank: { rank_name: rank.name, permission: { image: JSON.parse(rank.permission_image) as ImagePermission } },
    }
  }
}
