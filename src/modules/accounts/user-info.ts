/** The user-info response of API.md, shared by server and browser. */
export interface UserInfo {
  user: {
    id: string
    email: string
    name: string
    image: string | null
    locale: string
    role: 'user' | 'admin'
    email_verified: boolean
    created_at: number
  }
  /**
   * The seed's list of quotas: the slow and priority prompts of the rank, and once the user has
   * bought a credit pack, `image_priority_credits` (ADR 45: never expire, `period` `never`,
   * `resets_at` null, spent after the rank's priority prompts).
   */
  permissions_quota: PermissionQuota[]
  rank: { rank_name: string; permission: { image: ImagePermission } }
}

export type PermissionName = 'image_slow_prompts' | 'image_priority_prompts' | 'image_priority_credits'
export type QuotaPeriod = 'day' | 'month'

export interface PermissionQuota {
  permission_name: PermissionName
  limit: number
  /** Prompts counted against the limit: finished ones plus those `reserved` (kept so for existing clients). */
  used: number
  /**
   * The part of `used` held by jobs still queued or running: given back if they fail or are
   * canceled. Optional for readers: a user-info kept from before it existed has none.
   */
  reserved?: number
  /** `never` for pack credits, which do not renew. */
  period: QuotaPeriod | 'never'
  resets_at: number | null
}

export interface ImagePermission {
  max_variations: number
  svg_export: boolean
  priority_lane: boolean
}

/** The seed: any rank other than FREE, whatever its case, is paid. */
export function isPaidRank(rankName: string | null | undefined): boolean {
  return !!rankName && rankName.trim().toUpperCase() !== 'FREE'
}

/** A renewing quota of the rank (slow or priority prompts). */
export type RankQuota = PermissionQuota & {
  permission_name: 'image_slow_prompts' | 'image_priority_prompts'
  period: QuotaPeriod
  resets_at: number
}

/** The rank's own quotas, without pack credits. */
export function rankQuotas(info: Pick<UserInfo, 'permissions_quota'>): RankQuota[] {
  return info.permissions_quota.filter(
    (q): q is RankQuota => q.permission_name !== 'image_priority_credits' && q.period !== 'never' && q.resets_at !== null,
  )
}

/** Priority credits bought in packs: bought, spent (reserved included) and left; null when none were ever bought. */
export function packCredits(info: Pick<UserInfo, 'permissions_quota'>): { limit: number; used: number; left: number } | null {
  const q = info.permissions_quota.find((p) => p.permission_name === 'image_priority_credits')
  return q ? { limit: q.limit, used: q.used, left: Math.max(0, q.limit - q.used) } : null
}
