import type { AffiliateStatus, CommissionStatus, SettlementStatus } from './transitions'

/** Shapes the affiliate calls answer with (api.md, Distribution). Money is minor units with its currency. */

export interface Money {
  amount: number
  currency: string
}

/** The programme's terms as configured, for /affiliation and the affiliate's own pages. */
export interface ProgrammeView {
  rate_bps: number
  reward_months: number
  cookie_days: number
  hold_days: number
  min_payout: Money
  payout_day: number
  auto_approve: boolean
}

export interface BalanceView {
  currency: string
  pending: number
  available: number
  in_settlement: number
  paid: number
}

export interface AffiliateView {
  /** `none`: the caller has not applied. */
  status: AffiliateStatus | 'none'
  rate_bps: number
  reward_months: number
  paypal_email_masked: string | null
  /** A new payout address waiting for confirmation by mail. */
  pending_paypal_email_masked: string | null
  /** The affiliate's own payout threshold in minor units (at least the programme's minimum). */
  payout_threshold: number
  /** The first currency's balances (USD unless only another was earned). */
  balance: { pending: Money; available: Money; paid: Money }
  /** Every currency earned in. */
  balances: BalanceView[]
  decision_note: string | null
  applied_at: number | null
  next_payout_at: number
  programme: ProgrammeView
  application: { website: string | null; audience: string | null; promotion_plan: string } | null
}

export interface CodeView {
  id: string
  code: string
  label: string | null
  is_default: boolean
  active: boolean
  clicks: number
  signups: number
  customers: number
  created_at: number
}

export interface RecordView {
  id: string
  type: 'click' | 'signup' | 'payment'
  at: number
  code: string | null
  /** Click: the landing path; sign-up: the referred address, masked. */
  detail: string | null
  source: string | null
  amount: Money | null
  commission: Money | null
  status: string | null
}

export interface CommissionView {
  id: string
  kind: 'earning' | 'reversal' | 'clawback'
  code: string | null
  base: Money
  rate_bps: number
  amount: Money
  status: CommissionStatus
  available_at: number
  settlement_id: string | null
  created_at: number
}

export interface SettlementView {
  id: string
  amount: Money
  commissions: number
  status: SettlementStatus
  trigger: 'monthly' | 'requested' | 'operator'
  paypal_email_masked: string
  failure: string | null
  created_at: number
  sent_at: number | null
  finished_at: number | null
}

export interface ListOf<T> {
  items: T[]
  page: number
  page_size: number
  total: number
}

export interface DashboardView {
  totals: { clicks: number; signups: number; customers: number }
  /** The last 30 days, one entry per day (UTC), oldest first. */
  series: { day: number; clicks: number; signups: number; earnings: number }[]
  series_currency: string
}
