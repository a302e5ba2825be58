import type { AffiliateView, BalanceView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { DataTable } from '@/components/ui/data-table'
import { money } from './format'
import { RequestPayout } from './request-payout'

/**
 * Earnings in more than one currency are kept and paid apart (a payout is in one currency):
 * every currency but the first, each with its own payout request.
 */
export function CurrencyBalances({ affiliate }: { affiliate: AffiliateView }) {
  const primary = affiliate.balance.available.currency
  const others = affiliate.balances.filter((b) => b.currency !== primary)
  if (others.length === 0) return null
  const of = (b: BalanceView, amount: number) => money({ amount, currency: b.currency })
  return (
    <div className="space-y-3">
      <h3 className="font-medium text-ink">{m.affiliate_ui_currencies_heading()}</h3>
      <DataTable
        caption={m.affiliate_ui_currencies_heading()}
        at="md"
        rows={others}
        rowKey={(b) => b.currency}
        columns={[
          {
            key: 'currency',
            header: m.affiliate_ui_col_currency(),
            rowHeader: true,
            cell: (b) => <span className="font-medium">{b.currency}</span>,
          },
          { key: 'pending', header: m.affiliate_ui_balance_pending(), numeric: true, cell: (b) => of(b, b.pending) },
          { key: 'available', header: m.affiliate_ui_balance_available(), numeric: true, cell: (b) => of(b, b.available) },
          {
            key: 'in_settlement',
            header: m.affiliate_ui_balance_in_payout(),
            numeric: true,
            cell: (b) => of(b, b.in_settlement),
          },
          { key: 'paid', header: m.affiliate_ui_balance_paid(), numeric: true, cell: (b) => of(b, b.paid) },
          {
            key: 'payout',
            header: m.affiliate_ui_col_payout(),
            wide: true,
            cell: (b) => (
              <RequestPayout affiliate={affiliate} available={{ amount: b.available, currency: b.currency }} compact />
            ),
          },
        ]}
      />
    </div>
  )
}
