import { useQuery } from '@tanstack/react-query'
import { CreditCard, MousePointerClick, UserPlus, type LucideIcon } from 'lucide-react'
import { currentLocale } from '@/i18n/use-locale'
import { formatMoney } from '@/lib/money'
import type { DashboardView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { AreaHeader } from './area-header'
import { BalanceCards, NextPayout } from './balance-cards'
import { BarChart } from './bar-chart'
import { count, money, share } from './format'
import { LoadError } from './list-states'
import { Panel } from './panel'
import { dashboardQuery } from './queries'
import { useAffiliate, useUserId } from './use-affiliate'

/** A share of a whole as a rate (`3.2%`), or nothing when there is no whole to share. */
const rateOf = (part: number, whole: number) => (whole > 0 ? share(part / whole) : null)

/** Counts on the scale are whole; a half-step between 0 and 1 is left unlabelled. */
const countScale = (value: number) => (Number.isInteger(value) ? count(value) : '')

function Total({
  icon: Icon,
  label,
  value,
  note,
  testId,
}: {
  icon: LucideIcon
  label: string
  value: number
  note: string | null
  testId: string
}) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface p-3 sm:p-5" data-testid={testId}>
      <dt className="flex items-center gap-2 text-xs font-medium text-ink-muted sm:text-sm">
        <Icon className="hidden size-4 shrink-0 text-gold sm:block" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 font-display text-2xl text-ink tabular-nums sm:mt-2 sm:text-3xl">{count(value)}</dd>
      <dd className="mt-1 min-h-4 text-xs text-ink-muted sm:mt-1.5">{note}</dd>
    </div>
  )
}

function Totals({ totals }: { totals: DashboardView['totals'] }) {
  const signupRate = rateOf(totals.signups, totals.clicks)
  const customerRate = rateOf(totals.customers, totals.signups)
  return (
    <section aria-labelledby="affiliate-totals">
      <h2 id="affiliate-totals" className="sr-only">
        {m.affiliate_ui_totals_heading()}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Total
          icon={MousePointerClick}
          label={m.affiliate_ui_total_clicks()}
          value={totals.clicks}
          testId="total-clicks"
          note={m.affiliate_ui_totals_all_time()}
        />
        <Total
          icon={UserPlus}
          label={m.affiliate_ui_total_signups()}
          value={totals.signups}
          testId="total-signups"
          note={signupRate && m.affiliate_ui_totals_of_clicks({ rate: signupRate })}
        />
        <Total
          icon={CreditCard}
          label={m.affiliate_ui_total_customers()}
          value={totals.customers}
          testId="total-customers"
          note={customerRate && m.affiliate_ui_totals_of_signups({ rate: customerRate })}
        />
      </dl>
    </section>
  )
}

function Charts({ data }: { data: DashboardView }) {
  const days = data.series.map((d) => d.day)
  const currency = data.series_currency
  const lang = currentLocale().htmlLang
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Panel id="affiliate-chart-traffic" title={m.affiliate_ui_chart_traffic()} description={m.affiliate_ui_chart_days_note()}>
        <BarChart
          title={m.affiliate_ui_chart_traffic()}
          days={days}
          scale={countScale}
          series={[
            {
              key: 'clicks',
              label: m.affiliate_ui_total_clicks(),
              values: data.series.map((d) => d.clicks),
              format: count,
              color: 'text-gold',
            },
            {
              key: 'signups',
              label: m.affiliate_ui_total_signups(),
              values: data.series.map((d) => d.signups),
              format: count,
              color: 'text-accent',
            },
          ]}
        />
      </Panel>
      <Panel
        id="affiliate-chart-earnings"
        title={m.affiliate_ui_chart_earnings({ currency })}
        description={m.affiliate_ui_chart_earnings_note()}
      >
        <BarChart
          title={m.affiliate_ui_chart_earnings({ currency })}
          days={days}
          scale={(amount) => formatMoney(Math.round(amount), currency, lang, { trimZeros: true })}
          series={[
            {
              key: 'earnings',
              label: m.affiliate_ui_chart_earnings_series(),
              values: data.series.map((d) => d.earnings),
              format: (amount) => money({ amount, currency }),
              color: 'text-success',
            },
          ]}
        />
      </Panel>
    </div>
  )
}

/** Placeholders at the charts' and tiles' own heights, so the page does not jump when they arrive. */
function DashboardSkeleton() {
  return (
    <div role="status" aria-label={m.affiliate_ui_loading()} className="space-y-6">
      <div className="grid grid-cols-3 gap-2 sm:gap-3" aria-hidden>
        {['a', 'b', 'c'].map((k) => (
          <div key={k} className="h-28 animate-pulse rounded-lg border border-line bg-surface sm:h-[8.75rem]" />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2" aria-hidden>
        {['a', 'b'].map((k) => (
          <div key={k} className="h-[22rem] animate-pulse rounded-lg border border-line bg-surface" />
        ))}
      </div>
    </div>
  )
}

/** /affiliate/dashboard: totals, the last 30 days as charts, the balances and the next payout. */
export function AffiliateDashboard() {
  const affiliate = useAffiliate()
  const query = useQuery(dashboardQuery(useUserId()))
  return (
    <div className="space-y-8">
      <AreaHeader title={m.affiliate_dashboard_heading()} lede={m.affiliate_ui_dashboard_lede()} />
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Totals totals={query.data.totals} />
          <Charts data={query.data} />
        </>
      )}
      <section aria-labelledby="affiliate-balance" className="space-y-4">
        <h2 id="affiliate-balance" className="font-display text-xl text-ink">
          {m.affiliate_ui_balance_heading()}
        </h2>
        <BalanceCards affiliate={affiliate} />
        {affiliate.status !== 'banned' && (
          <div className="rounded-lg border border-line bg-surface p-5">
            <NextPayout affiliate={affiliate} />
          </div>
        )}
      </section>
    </div>
  )
}
