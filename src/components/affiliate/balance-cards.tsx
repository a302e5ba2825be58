import { CalendarClock, CircleCheck, Hourglass, Wallet, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { AffiliateView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { duration, isoOf, longDate, money } from './format'

function Card({
  icon: Icon,
  label,
  value,
  note,
  testId,
}: {
  icon: LucideIcon
  label: string
  value: string
  note: ReactNode
  testId: string
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-5" data-testid={testId}>
      <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        <Icon className="size-4 text-gold" aria-hidden />
        {label}
      </dt>
      <dd className="mt-2 font-display text-3xl text-ink tabular-nums [overflow-wrap:anywhere]">{value}</dd>
      <dd className="mt-1.5 text-xs leading-relaxed text-ink-muted">{note}</dd>
    </div>
  )
}

/**
 * The first currency's balances: held (pending), ready to pay (available) and paid. What is
 * already on its way to PayPal is named under "available", where it came from.
 */
export function BalanceCards({ affiliate }: { affiliate: AffiliateView }) {
  const { pending, available, paid } = affiliate.balance
  const inSettlement = affiliate.balances.find((b) => b.currency === available.currency)?.in_settlement ?? 0
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Card
        icon={Hourglass}
        testId="balance-pending"
        label={m.affiliate_ui_balance_pending()}
        value={money(pending)}
        note={m.affiliate_ui_balance_pending_note({ days: duration(affiliate.programme.hold_days, 'day') })}
      />
      <Card
        icon={Wallet}
        testId="balance-available"
        label={m.affiliate_ui_balance_available()}
        value={money(available)}
        note={
          inSettlement > 0
            ? m.affiliate_ui_balance_in_settlement({ amount: money({ amount: inSettlement, currency: available.currency }) })
            : m.affiliate_ui_balance_available_note()
        }
      />
      <Card
        icon={CircleCheck}
        testId="balance-paid"
        label={m.affiliate_ui_balance_paid()}
        value={money(paid)}
        note={m.affiliate_ui_balance_paid_note()}
      />
    </dl>
  )
}

/** When the next monthly payout runs, and whether this account will be in it. */
export function NextPayout({ affiliate }: { affiliate: AffiliateView }) {
  const threshold = { amount: affiliate.payout_threshold, currency: affiliate.programme.min_payout.currency }
  const reaches = affiliate.balance.available.amount >= affiliate.payout_threshold
  const note =
    affiliate.status !== 'approved'
      ? m.affiliate_ui_next_payout_paused()
      : !affiliate.paypal_email_masked
        ? m.affiliate_ui_next_payout_no_account()
        : reaches
          ? m.affiliate_ui_next_payout_included({ account: affiliate.paypal_email_masked })
          : m.affiliate_ui_next_payout_below({ threshold: money(threshold) })
  return (
    <div className="flex min-w-0 gap-3">
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">{m.affiliate_ui_next_payout()}</p>
        <p className="font-medium text-ink">
          <time dateTime={isoOf(affiliate.next_payout_at)}>{longDate(affiliate.next_payout_at)}</time>
        </p>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">{note}</p>
      </div>
    </div>
  )
}
