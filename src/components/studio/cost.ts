import type { PermissionName, QuotaPeriod, UserInfo } from '@/modules/accounts'
import type { Lane } from './use-design-job'

/** One lane's prompts as the user info reports them (reserved prompts count as used). */
export interface LaneQuota {
  lane: Lane
  limit: number
  used: number
  left: number
  period: QuotaPeriod
  resetsAt: number
}

/**
 * What a request will cost, as the server will charge it (create-design.server.ts): one prompt
 * of one lane, however many variations. Without a lane asked for, the server takes the priority
 * lane while the rank has it and its quota lasts, then the standard lane; the studio sends the
 * lane it shows, so what the notice says is what is charged.
 */
export interface CostPlan {
  /** The lanes the rank offers, priority first. */
  lanes: LaneQuota[]
  /** The lane the request goes to; null when no lane has a prompt left. */
  lane: Lane | null
  /** The lane's quota (null when none is left). */
  quota: LaneQuota | null
  /** When nothing is left: the quota that renews first, to say why and when. */
  spent: LaneQuota | null
}

const PERMISSION: Record<Lane, PermissionName> = { priority: 'image_priority_prompts', slow: 'image_slow_prompts' }

export function laneQuotas(info: UserInfo): LaneQuota[] {
  const lanes: Lane[] = info.rank.permission.image.priority_lane ? ['priority', 'slow'] : ['slow']
  return lanes.flatMap((lane) => {
    const q = info.permissions_quota.find((p) => p.permission_name === PERMISSION[lane])
    if (!q || (lane === 'priority' && q.limit <= 0)) return []
    return [{ lane, limit: q.limit, used: q.used, left: Math.max(0, q.limit - q.used), period: q.period, resetsAt: q.resets_at }]
  })
}

/** The cost of the next request, with the lane the user chose when it still has prompts. */
export function planCost(info: UserInfo, chosen?: Lane): CostPlan {
  const lanes = laneQuotas(info)
  const open = lanes.filter((q) => q.left > 0)
  const quota = open.find((q) => q.lane === chosen) ?? open[0] ?? null
  const spent = quota ? null : ([...lanes].sort((a, b) => a.resetsAt - b.resetsAt)[0] ?? null)
  return { lanes, lane: quota?.lane ?? null, quota, spent }
}
