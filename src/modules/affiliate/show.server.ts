import { maskEmail } from '@/lib/mask-email'
import type { UserCaller } from '@/server/caller'
import type { AffiliateView, BalanceView, ProgrammeView } from './affiliate'
import type { AffiliateRepo, AffiliateRow } from './affiliate.repo.server'
import type { AffiliateContext } from './context.server'
import { primaryBalance } from './money-view'
import { nextPayoutDate, termsOf, type ProgrammeTerms } from './terms'

export type ShowAffiliate = (caller: UserCaller) => Promise<AffiliateView>

export function programmeView(programme: ProgrammeTerms): ProgrammeView {
  return {
    rate_bps: programme.rateBps,
    reward_months: programme.rewardMonths,
    cookie_days: programme.cookieDays,
    hold_days: programme.holdDays,
    min_payout: { amount: programme.minPayout, currency: 'USD' },
    payout_day: programme.payoutDay,
    auto_approve: programme.autoApprove,
  }
}

/** Balances per currency: sums of the ledger by status, read live. */
export async function balancesOf(repo: AffiliateRepo, affiliateId: string): Promise<BalanceView[]> {
  const byCurrency = new Map<string, BalanceView>()
  for (const row of await repo.balancesOf(affiliateId)) {
    const balance = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      pending: 0,
      available: 0,
      in_settlement: 0,
      paid: 0,
    }
    if (row.status !== 'reversed') balance[row.status] += row.total
    byCurrency.set(row.currency, balance)
  }
  return [...byCurrency.values()].sort((a, b) =>
    a.currency === 'USD' ? -1 : b.currency === 'USD' ? 1 : a.currency.localeCompare(b.currency),
  )
}

/** GET /distribution/show: the caller's standing in the programme, with live balances and the terms. */
export function showAffiliate(ctx: AffiliateContext, mature: () => Promise<void>): ShowAffiliate {
  return async (caller) => {
    await mature()
    const affiliate = await ctx.repo.affiliateByUser(caller.user.id)
    return viewOf(ctx, affiliate)
  }
}

export async function viewOf(ctx: AffiliateContext, affiliate: AffiliateRow | undefined): Promise<AffiliateView> {
  const terms = termsOf(ctx.programme, affiliate ?? { rate_bps: null, reward_months: null, payout_threshold: null })
  const balances = affiliate ? await balancesOf(ctx.repo, affiliate.id) : []
  return {
    status: affiliate?.status ?? 'none',
    rate_bps: terms.rateBps,
    reward_months: terms.rewardMonths,
    paypal_email_masked: affiliate?.paypal_email ? maskEmail(affiliate.paypal_email) : null,
    pending_paypal_email_masked: affiliate?.pending_paypal_email ? maskEmail(affiliate.pending_paypal_email) : null,
    payout_threshold: terms.payoutThreshold,
    balance: primaryBalance(balances),
    balances,
    decision_note: affiliate?.decision_note ?? null,
    applied_at: affiliate ? Number(affiliate.created_at) : null,
    next_payout_at: nextPayoutDate(ctx.now(), ctx.programme.payoutDay),
    programme: programmeView(ctx.programme),
    application: affiliate
      ? { website: affiliate.website, audience: affiliate.audience, promotion_plan: affiliate.promotion_plan }
      : null,
  }
}
