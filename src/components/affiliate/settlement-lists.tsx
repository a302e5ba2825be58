import { Link } from '@tanstack/react-router'
import { Banknote, FilterX, Receipt } from 'lucide-react'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import {
  COMMISSION_STATUSES,
  SETTLEMENT_STATUSES,
  type AffiliateView,
  type CommissionView,
  type SettlementView,
} from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { usePagedList } from './use-paged-list'
import { DataTable } from '@/components/ui/data-table'
import { count, isoOf, money, percentOfBps } from './format'
import { Empty, ListSkeleton, LoadError } from './list-states'
import { chipClass, Pager, RangeText } from './pager'
import { AFFILIATE_PAGE_SIZE, commissionsQuery, settlementsQuery } from './queries'
import type { SettlementSearch } from './search'
import { COMMISSION_KIND, COMMISSION_STATUS, SETTLEMENT_STATUS, StatusBadge } from './status-badge'
import { useUserId } from './use-affiliate'

const SETTLEMENT = '/{-$locale}/affiliate/settlement' as const

function Day({ at }: { at: number | null }) {
  return at === null ? <span className="text-ink-faint">--</span> : <time dateTime={isoOf(at)}>{formatDate(at)}</time>
}

const TRIGGER: Record<SettlementView['trigger'], () => string> = {
  monthly: m.affiliate_ui_trigger_monthly,
  requested: m.affiliate_ui_trigger_requested,
  operator: m.affiliate_ui_trigger_operator,
}

/** PayPal's reasons, where one has a plain meaning; the rest are shown as PayPal names them. */
const FAILURES: Record<string, () => string> = {
  RECEIVER_UNREGISTERED: m.affiliate_ui_failure_unregistered,
  RECEIVER_ACCOUNT_LOCKED: m.affiliate_ui_failure_locked,
  RECEIVER_UNCONFIRMED: m.affiliate_ui_failure_unconfirmed,
}
const failureText = (failure: string) => FAILURES[failure]?.() ?? m.affiliate_ui_failure_other({ reason: failure })

/** A status filter as links: the URL keeps it (and drops the page: a new filter starts at its first). */
function StatusFilter<S extends string>({
  label,
  statuses,
  current,
  names,
  link,
}: {
  label: string
  statuses: readonly S[]
  current: S | undefined
  names: Record<S, { label: () => string }>
  link: (status: S | undefined, props: { className: string; 'aria-current'?: 'true'; children: string }) => ReactNode
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 sm:pb-0">
      <ul className="flex gap-2">
        <li>
          {link(undefined, {
            className: chipClass(!current),
            'aria-current': !current ? 'true' : undefined,
            children: m.affiliate_ui_filter_all(),
          })}
        </li>
        {statuses.map((status) => (
          <li key={status}>
            {link(status, {
              className: chipClass(current === status),
              'aria-current': current === status ? 'true' : undefined,
              children: names[status].label(),
            })}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * One list of the settlement page: heading with the range shown, status filter, and the states
 * of its query (loading, failed, empty, empty under the filter) around its table and pages. The
 * URL holds each list's filter and page under its own names (`searchWith`).
 */
function PagedSection<T, S extends string>({
  id,
  heading,
  list: { query, total, settled, rows },
  page,
  filter,
  searchWith,
  skeletonRows,
  emptyFiltered,
  empty,
  pagesLabel,
  table,
}: {
  id: string
  heading: string
  list: ReturnType<typeof usePagedList<T, QueryKey>>
  page: number
  filter: { label: string; statuses: readonly S[]; current: S | undefined; names: Record<S, { label: () => string }> }
  searchWith: (status: S | undefined, page: number | undefined) => SettlementSearch
  skeletonRows: number
  emptyFiltered: string
  empty: ReactNode
  pagesLabel: string
  table: (rows: T[], settled: boolean) => ReactNode
}) {
  const params = useLocaleParams()
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-display text-xl text-ink">
          {heading}
        </h2>
        {query.data && total > 0 && (
          <p className="text-sm text-ink-muted tabular-nums" aria-live="polite">
            <RangeText page={page} pageSize={AFFILIATE_PAGE_SIZE} total={total} />
          </p>
        )}
      </div>
      <StatusFilter
        {...filter}
        link={(next, props) => <Link to={SETTLEMENT} params={params} search={searchWith(next, undefined)} {...props} />}
      />
      {query.isPending ? (
        <ListSkeleton rows={skeletonRows} />
      ) : query.isError && !query.data ? (
        <LoadError compact onRetry={() => void query.refetch()} />
      ) : rows.length === 0 && settled ? (
        filter.current ? (
          <Empty
            icon={<FilterX />}
            title={emptyFiltered}
            action={
              <Link
                to={SETTLEMENT}
                params={params}
                search={searchWith(undefined, undefined)}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                {m.affiliate_ui_filter_show_all()}
              </Link>
            }
          />
        ) : (
          empty
        )
      ) : (
        <>
          {table(rows, settled)}
          <Pager
            label={pagesLabel}
            page={page}
            pageSize={AFFILIATE_PAGE_SIZE}
            total={total}
            link={(target, props) => (
              <Link
                to={SETTLEMENT}
                params={params}
                search={searchWith(filter.current, target > 1 ? target : undefined)}
                {...props}
              />
            )}
          />
        </>
      )}
    </section>
  )
}

/** The page's settlements (payouts), newest first, with their own filter and pages. */
export function SettlementList({ search, affiliate }: { search: SettlementSearch; affiliate: AffiliateView }) {
  const userId = useUserId()
  const status = search.settlement_status
  const page = search.settlement_page ?? 1
  const list = usePagedList((p) => settlementsQuery(userId, { status, page: p }), page)
  return (
    <PagedSection
      id="affiliate-settlements"
      heading={m.affiliate_ui_settlements_heading()}
      list={list}
      page={page}
      filter={{
        label: m.affiliate_ui_filter_settlement_aria(),
        statuses: SETTLEMENT_STATUSES,
        current: status,
        names: SETTLEMENT_STATUS,
      }}
      searchWith={(next, nextPage) => ({ ...search, settlement_status: next, settlement_page: nextPage })}
      skeletonRows={3}
      emptyFiltered={m.affiliate_ui_settlements_empty_filtered()}
      empty={
        <Empty
          icon={<Banknote />}
          title={m.affiliate_ui_settlements_empty_title()}
          body={m.affiliate_ui_settlements_empty_body({
            day: String(affiliate.programme.payout_day),
            threshold: money({ amount: affiliate.payout_threshold, currency: affiliate.programme.min_payout.currency }),
          })}
        />
      }
      pagesLabel={m.affiliate_ui_settlements_pages()}
      table={(rows, settled) => (
        <DataTable
          caption={m.affiliate_ui_settlements_heading()}
          busy={!settled}
          rows={rows}
          rowKey={(s) => s.id}
          columns={[
            {
              key: 'created',
              header: m.affiliate_ui_col_created(),
              rowHeader: true,
              cell: (s) => (
                <span className="block">
                  <Day at={s.created_at} />
                  <span className="block text-xs text-ink-muted">{TRIGGER[s.trigger]()}</span>
                </span>
              ),
            },
            {
              key: 'amount',
              header: m.affiliate_ui_col_amount(),
              numeric: true,
              cell: (s) => <span className="font-medium">{money(s.amount)}</span>,
            },
            { key: 'commissions', header: m.affiliate_ui_col_commissions(), numeric: true, cell: (s) => count(s.commissions) },
            {
              key: 'status',
              header: m.affiliate_ui_col_status(),
              wide: true,
              cell: (s) => (
                <span className="block space-y-1">
                  <StatusBadge status={SETTLEMENT_STATUS[s.status]} />
                  {s.failure && <span className="block max-w-64 text-xs text-danger">{failureText(s.failure)}</span>}
                </span>
              ),
            },
            {
              key: 'paypal',
              header: m.affiliate_ui_col_paypal(),
              wide: true,
              cell: (s) => <span className="[overflow-wrap:anywhere]">{s.paypal_email_masked}</span>,
            },
            { key: 'sent', header: m.affiliate_ui_col_sent(), cell: (s) => <Day at={s.sent_at} /> },
            { key: 'finished', header: m.affiliate_ui_col_finished(), cell: (s) => <Day at={s.finished_at} /> },
          ]}
        />
      )}
    />
  )
}

function Amount({ value }: { value: CommissionView['amount'] }) {
  return <span className={cn('font-medium', value.amount < 0 && 'text-danger')}>{money(value)}</span>
}

/** The ledger's lines: earnings, and the reversals and clawbacks of refunded or disputed payments. */
export function CommissionList({ search }: { search: SettlementSearch }) {
  const userId = useUserId()
  const status = search.commission_status
  const page = search.commission_page ?? 1
  const list = usePagedList((p) => commissionsQuery(userId, { status, page: p }), page)
  return (
    <PagedSection
      id="affiliate-commissions"
      heading={m.affiliate_ui_commissions_heading()}
      list={list}
      page={page}
      filter={{
        label: m.affiliate_ui_filter_commission_aria(),
        statuses: COMMISSION_STATUSES,
        current: status,
        names: COMMISSION_STATUS,
      }}
      searchWith={(next, nextPage) => ({ ...search, commission_status: next, commission_page: nextPage })}
      skeletonRows={5}
      emptyFiltered={m.affiliate_ui_commissions_empty_filtered()}
      empty={
        <Empty
          icon={<Receipt />}
          title={m.affiliate_ui_commissions_empty_title()}
          body={m.affiliate_ui_commissions_empty_body()}
        />
      }
      pagesLabel={m.affiliate_ui_commissions_pages()}
      table={(rows, settled) => (
        <DataTable
          caption={m.affiliate_ui_commissions_heading()}
          busy={!settled}
          rows={rows}
          rowKey={(c) => c.id}
          columns={[
            { key: 'created', header: m.affiliate_ui_col_date(), rowHeader: true, cell: (c) => <Day at={c.created_at} /> },
            { key: 'kind', header: m.affiliate_ui_col_kind(), cell: (c) => COMMISSION_KIND[c.kind]() },
            {
              key: 'code',
              header: m.affiliate_ui_col_code(),
              cell: (c) => <span className="font-mono text-xs">{c.code ?? '--'}</span>,
            },
            { key: 'base', header: m.affiliate_ui_col_base(), numeric: true, cell: (c) => money(c.base) },
            { key: 'rate', header: m.affiliate_ui_col_rate(), numeric: true, cell: (c) => percentOfBps(c.rate_bps) },
            { key: 'amount', header: m.affiliate_ui_col_amount(), numeric: true, cell: (c) => <Amount value={c.amount} /> },
            {
              key: 'status',
              header: m.affiliate_ui_col_status(),
              cell: (c) => <StatusBadge status={COMMISSION_STATUS[c.status]} />,
            },
            {
              key: 'available',
              header: m.affiliate_ui_col_available(),
              cell: (c) => <Day at={c.status === 'reversed' ? null : c.available_at} />,
            },
          ]}
        />
      )}
    />
  )
}
