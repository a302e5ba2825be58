import { describe, expect, it } from 'vitest'
import { commissionOf, insideRewardWindow, nextPayoutDate, termsOf } from './terms'

const programme = {
  rateBps: 3000,
  rewardMonths: 12,
  holdDays: 30,
  minPayout: 5000,
  payoutDay: 15,
  autoApprove: false,
  cookieDays: 90,
}
const at = (iso: string) => Date.parse(iso) / 1000

describe('the programme’s terms', () => {
  it('rounds a commission half away from zero and keeps its sign', () => {
    expect(commissionOf(600, 3000)).toBe(180)
    expect(commissionOf(999, 3000)).toBe(300) // 299.7
    expect(commissionOf(5, 1000)).toBe(1) // 0.5 rounds up
    expect(commissionOf(-5, 1000)).toBe(-1)
    expect(commissionOf(1, 3000)).toBe(0)
  })

  it('lets the operator override the rate and duration, and the affiliate only raise the threshold', () => {
    expect(termsOf(programme, { rate_bps: null, reward_months: null, payout_threshold: null })).toEqual({
      rateBps: 3000,
      rewardMonths: 12,
      payoutThreshold: 5000,
    })
    expect(termsOf(programme, { rate_bps: 4000, reward_months: 0, payout_threshold: 2000 })).toEqual({
      rateBps: 4000,
      rewardMonths: 0,
      payoutThreshold: 5000,
    })
    expect(termsOf(programme, { rate_bps: null, reward_months: null, payout_threshold: 20000 }).payoutThreshold).toBe(20000)
  })

  it('counts payments inside the reward window by calendar months; 0 months is for ever', () => {
    const referred = at('2026-01-31T10:00:00Z')
    expect(insideRewardWindow(referred, at('2026-02-27T10:00:00Z'), 1)).toBe(true)
    expect(insideRewardWindow(referred, at('2026-02-28T10:00:00Z'), 1)).toBe(false)
    expect(insideRewardWindow(referred, at('2036-01-01T00:00:00Z'), 0)).toBe(true)
  })

  it('names the next payout day: this month’s if it is still ahead, else next month’s', () => {
    expect(nextPayoutDate(at('2026-11-27T12:00:00Z'), 15)).toBe(at('2026-12-15T00:00:00Z'))
    expect(nextPayoutDate(at('2026-11-02T12:00:00Z'), 15)).toBe(at('2026-11-15T00:00:00Z'))
    expect(nextPayoutDate(at('2026-12-20T00:00:00Z'), 1)).toBe(at('2027-01-01T00:00:00Z'))
  })
})
