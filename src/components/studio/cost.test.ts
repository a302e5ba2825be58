import { describe, expect, it } from 'vitest'
import type { UserInfo } from '@/modules/accounts'
import { planCost } from './cost'

const DAY_END = 1_800_000_000
const MONTH_END = 1_802_000_000

function info({
  slow = [3, 7],
  priority = [0, 0],
  priorityLane = false,
}: {
  slow?: [number, number]
  priority?: [number, number]
  priorityLane?: boolean
}): UserInfo {
  return {
    user: {} as UserInfo['user'],
    permissions_quota: [
      { permission_name: 'image_slow_prompts', used: slow[0], limit: slow[1], period: 'day', resets_at: DAY_END },
      { permission_name: 'image_priority_prompts', used: priority[0], limit: priority[1], period: 'month', resets_at: MONTH_END },
    ],
    rank: {
      rank_name: priorityLane ? 'PRO' : 'FREE',
      permission: { image: { max_variations: priorityLane ? 4 : 2, svg_export: priorityLane, priority_lane: priorityLane } },
    },
  }
}

describe('planCost', () => {
  it('charges a free rank one standard design and says how many are left', () => {
    const plan = planCost(info({ slow: [3, 7] }))
    expect(plan.lane).toBe('slow')
    expect(plan.lanes.map((q) => q.lane)).toEqual(['slow'])
    expect(plan.quota).toMatchObject({ left: 4, limit: 7, period: 'day' })
    expect(plan.spent).toBeNull()
  })

  it('takes the priority lane first while it lasts, as the server does without a lane', () => {
    const plan = planCost(info({ slow: [0, 50], priority: [2, 100], priorityLane: true }))
    expect(plan.lanes.map((q) => q.lane)).toEqual(['priority', 'slow'])
    expect(plan.lane).toBe('priority')
    expect(plan.quota).toMatchObject({ left: 98, period: 'month' })
  })

  it('follows the lane the user chose while it has prompts, and falls back when it has none', () => {
    const paid = info({ slow: [0, 50], priority: [2, 100], priorityLane: true })
    expect(planCost(paid, 'slow').lane).toBe('slow')
    const priorityGone = info({ slow: [0, 50], priority: [100, 100], priorityLane: true })
    expect(planCost(priorityGone, 'priority').lane).toBe('slow')
  })

  it('offers no priority lane to a rank without it, whatever its numbers say', () => {
    expect(planCost(info({ slow: [0, 7], priority: [0, 10] }), 'priority').lanes.map((q) => q.lane)).toEqual(['slow'])
  })

  it('counts reserved prompts as used: nothing left means no lane, and the quota that renews first', () => {
    const free = planCost(info({ slow: [7, 7] }))
    expect(free.lane).toBeNull()
    expect(free.quota).toBeNull()
    expect(free.spent).toMatchObject({ lane: 'slow', limit: 7, resetsAt: DAY_END })
    const paid = planCost(info({ slow: [50, 50], priority: [100, 100], priorityLane: true }))
    expect(paid.spent?.lane).toBe('slow')
  })

  it('never reports a negative number left', () => {
    expect(planCost(info({ slow: [9, 7] })).lanes[0]?.left).toBe(0)
  })
})
