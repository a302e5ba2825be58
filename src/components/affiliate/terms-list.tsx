import { BadgePercent, CalendarClock, Cookie, Hourglass, Repeat, Wallet, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { Money, ProgrammeView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { duration, money, percentOfBps } from './format'

export interface Terms {
  rate_bps: number
  reward_months: number
  cookie_days: number
  hold_days: number
  payout_day: number
  min_payout: Money
  /** The affiliate's own threshold, when it differs from the programme's minimum. */
  threshold?: Money
}

/** The programme's terms as they stand, or one affiliate's (their rate, duration and threshold). */
export function termsOf(
  programme: ProgrammeView,
  affiliate?: { rate_bps: number; reward_months: number; payout_threshold: number },
): Terms {
  return {
    rate_bps: affiliate?.rate_bps ?? programme.rate_bps,
    reward_months: affiliate?.reward_months ?? programme.reward_months,
    cookie_days: programme.cookie_days,
    hold_days: programme.hold_days,
    payout_day: programme.payout_day,
    min_payout: programme.min_payout,
    threshold: affiliate ? { amount: affiliate.payout_threshold, currency: programme.min_payout.currency } : undefined,
  }
}

/** "For 12 months after they sign up", or "for as long as they pay" when the duration is 0 (no end). */
export const rewardText = (months: number) =>
  months === 0
    ? m.affiliate_ui_terms_reward_forever()
    : m.affiliate_ui_terms_reward_months({ duration: duration(months, 'month') })

interface Item {
  icon: LucideIcon
  term: string
  value: string
  detail: string
}

function itemsOf(terms: Terms): Item[] {
  const threshold = terms.threshold && terms.threshold.amount !== terms.min_payout.amount ? terms.threshold : null
  return [
    {
      icon: BadgePercent,
      term: m.affiliate_ui_terms_rate(),
      value: percentOfBps(terms.rate_bps),
      detail: m.affiliate_ui_terms_rate_detail(),
    },
    {
      icon: Repeat,
      term: m.affiliate_ui_terms_reward(),
      value: terms.reward_months === 0 ? m.affiliate_ui_terms_reward_lifetime() : duration(terms.reward_months, 'month'),
      detail: terms.reward_months === 0 ? m.affiliate_ui_terms_reward_lifetime_detail() : m.affiliate_ui_terms_reward_detail(),
    },
    {
      icon: Cookie,
      term: m.affiliate_ui_terms_cookie(),
      value: duration(terms.cookie_days, 'day'),
      detail: m.affiliate_ui_terms_cookie_detail(),
    },
    {
      icon: Hourglass,
      term: m.affiliate_ui_terms_hold(),
      value: duration(terms.hold_days, 'day'),
      detail: m.affiliate_ui_terms_hold_detail(),
    },
    {
      icon: Wallet,
      term: threshold ? m.affiliate_ui_terms_threshold() : m.affiliate_ui_terms_minimum(),
      value: money(threshold ?? terms.min_payout),
      detail: threshold
        ? m.affiliate_ui_terms_threshold_detail({ minimum: money(terms.min_payout) })
        : m.affiliate_ui_terms_minimum_detail(),
    },
    {
      icon: CalendarClock,
      term: m.affiliate_ui_terms_payout_day(),
      value: m.affiliate_ui_terms_payout_day_value({ day: String(terms.payout_day) }),
      detail: m.affiliate_ui_terms_payout_day_detail(),
    },
  ]
}

/** The terms as a definition list: what is earned, for how long, and when and how it is paid. */
export function TermsList({
  terms,
  variant = 'compact',
  columns = 2,
  className,
}: {
  terms: Terms
  variant?: 'compact' | 'feature'
  columns?: 1 | 2
  className?: string
}) {
  const feature = variant === 'feature'
  return (
    <dl
      className={cn(
        'grid gap-x-6',
        feature ? 'gap-y-6 sm:grid-cols-2 lg:grid-cols-3' : 'gap-y-5',
        !feature && columns === 2 && 'sm:grid-cols-2',
        className,
      )}
    >
      {itemsOf(terms).map(({ icon: Icon, term, value, detail }) => (
        // A dl's groups may wrap dt and dd in one div, no deeper: the icon sits inside the dt.
        <div
          key={term}
          className={cn('relative min-w-0', feature ? 'rounded-lg border border-line bg-surface p-5 pl-13' : 'pl-7')}
        >
          <dt className={cn('text-ink-muted', feature ? 'text-sm font-medium' : 'text-xs font-medium uppercase tracking-wide')}>
            <Icon className={cn('absolute text-gold', feature ? 'top-5.5 left-5 size-5' : 'top-0.5 left-0 size-4')} aria-hidden />
            {term}
          </dt>
          <dd className={cn('mt-1 text-ink', feature ? 'font-display text-2xl' : 'font-medium')}>{value}</dd>
          <dd className={cn('mt-1 text-ink-muted', feature ? 'text-sm leading-relaxed' : 'text-xs leading-relaxed')}>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}
