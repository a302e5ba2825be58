import { addMonths } from '@/lib/months'

/** The programme's terms as configured (env AFFILIATE_*), with the seed's 90-day referral cookie. */
export interface ProgrammeTerms {
  rateBps: number
  /** 0: every payment of a referred customer earns. */
  rewardMonths: number
  holdDays: number
  minPayout: number
  payoutDay: number
  autoApprove: boolean
  cookieDays: number
}

/** One affiliate's terms: the programme's, with the operator's overrides. */
export function termsOf(
  programme: ProgrammeTerms,
  affiliate: { rate_bps: number | null; reward_months: number | null; payout_threshold: number | null },
) {
  return {
    rateBps: affiliate.rate_bps ?? programme.rateBps,
    rewardMonths: affiliate.reward_months ?? programme.rewardMonths,
    // An affiliate may wait for more; never for less than the programme's minimum.
    payoutThreshold: Math.max(programme.minPayout, affiliate.payout_threshold ?? 0),
  }
}

/** `round(amount × bps / 10000)`, half away from zero, keeping the sign. */
export function commissionOf(amount: number, bps: number): number {
  const magnitude = Math.round((Math.abs(amount) * bps) / 10_000)
  return amount < 0 ? -magnitude : magnitude
}

/** Whether a payment at `paidAt` falls inside the reward duration of a referral made at `referredAt`. */
export function insideRewardWindow(referredAt: number, paidAt: number, rewardMonths: number): boolean {
  return rewardMonths === 0 || paidAt < addMonths(referredAt, rewardMonths)
}

/** The next monthly payout at or after `now`: the payout day of this month, else of the next (UTC, 00:00). */
export function nextPayoutDate(now: number, payoutDay: number): number {
  const d = new Date(now * 1000)
  const thisMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), payoutDay) / 1000
  return thisMonth >= now ? thisMonth : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, payoutDay) / 1000
}
