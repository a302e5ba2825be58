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
  permissions_quota: PermissionQuota[]
  /** Priority credits bought in packs (ADR 45): they never expire and are spent after the rank's own. */
  priority_credits?: PriorityCredits
  rank: { rank_name: string; permission: { image: ImagePermission } }
}

export interface PriorityCredits {
  limit: number
  /** Spent, plus `reserved` by jobs in flight (as in `PermissionQuota`). */
  used: number
  reserved: number
}

export type PermissionName = 'image_slow_prompts' | 'image_priority_prompts'
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
  period: QuotaPeriod
  resets_at: number
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
