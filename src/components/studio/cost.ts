import { packCredits, rankQuotas, type QuotaPeriod, type UserInfo } from '@/modules/accounts'
import type { Lane } from './use-design-job'

/** One lane's prompts as the user info reports them (reserved prompts count as used). */
export interface LaneQuota {
  lane: Lane
  limit: number
  used: number
  left: number
  period: QuotaPeriod
  resetsAt: number
  /** Of `left`, how many are priority credits from packs (never renew; spent after the rank's own). */
  credits: number
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

const PERMISSION = { priority: 'image_priority_prompts', slow: 'image_slow_prompts' } as const

/**
 * The lanes the user can draw in: the rank's slow lane; the priority lane while the rank has
 * priority prompts or the user has pack credits (the server spends the rank's first, ADR 45).
 */
export function laneQuotas(info: UserInfo): LaneQuota[] {
  const quotas = rankQuotas(info)
  const credits = packCredits(info)
  const lanes: Lane[] = info.rank.permission.image.priority_lane || (credits?.left ?? 0) > 0 ? ['priority', 'slow'] : ['slow']
  return lanes.flatMap((lane) => {
    const q = quotas.find((p) => p.permission_name === PERMISSION[lane])
    const own = q && (lane === 'slow' || info.rank.permission.image.priority_lane) ? q : null
    const extra = lane === 'priority' ? (credits?.left ?? 0) : 0
    if (!q || (lane === 'priority' && (own?.limit ?? 0) <= 0 && extra <= 0)) return []
    const limit = own?.limit ?? 0
    const used = own?.used ?? 0
    return [
      { lane, limit, used, left: Math.max(0, limit - used) + extra, period: q.period, resetsAt: q.resets_at, credits: extra },
    ]
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
