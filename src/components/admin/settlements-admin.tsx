import type { Column } from '@/components/ui/data-table'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Ban, CalendarClock, CheckCheck, Download, FlaskConical, Play, RefreshCw, RotateCcw } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { API_BASE } from '@/lib/constants'
import { SETTLEMENT_STATUSES, type SettlementStatus } from '@/modules/affiliate'
import {
  advanceClockFn,
  type fetchAdminSettlements,
  runSettlementsFn,
  settlementActionFn,
} from '@/modules/affiliate/affiliate.functions'
import { fetchBillingOverview } from '@/modules/billing/billing.functions'
import * as m from '@/paraglide/messages'
import { ActionDialog } from './action-dialog'
import { hasNextPage, settlementsQuery, usePrefetch } from './admin-queries'
import type { SettlementsSearch } from './admin-search'
import { SETTLEMENT_STATUS, SETTLEMENT_TRIGGER } from './admin-statuses'
import { AdminList, Badge, count, dateTime, Email, FilterBar, FilterSelect, money, When } from './admin-ui'
import { useAdminAction } from './use-admin-action'

type SettlementRow = Awaited<ReturnType<typeof fetchAdminSettlements>>['items'][number]

const ROUTE = '/{-$locale}/admin/affiliates/settlements' as const
/** The PayPal bulk-payout file of the settlements waiting to be paid (open and failed). */
const CSV_URL = `${API_BASE}/admin/affiliate/settlements-csv`
/** How far the sandbox's test control moves the programme's clock: past a month's holding period. */
const CLOCK_DAYS = 31

/** Settlements: run them now, export them for PayPal, and follow each through its states. */
export function SettlementsAdmin({ search }: { search: SettlementsSearch }) {
  const navigate = useNavigate()
  const params = useLocaleParams()
  const client = useQueryClient()
  const query = useQuery(settlementsQuery(search))
  usePrefetch(client, hasNextPage(query.data) ? settlementsQuery({ ...search, page: (query.data?.page ?? 1) + 1 }) : null)
  const { run } = useAdminAction()

  const columns: Column<SettlementRow>[] = [
    {
      key: 'affiliate',
      header: m.admin_aff_col_affiliate(),
      rowHeader: true,
      cell: (row) => (
        <>
          <Email address={row.affiliate_email} className="block font-medium" />
          <span className="block text-xs text-ink-muted [overflow-wrap:anywhere]">
            {m.admin_aff_paypal_to({ email: row.paypal_email ?? row.paypal_email_masked })}
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: m.admin_aff_col_amount(),
      numeric: true,
      cell: (row) => (
        <>
          <span className="block font-medium">{money(row.amount)}</span>
          <span className="block text-xs text-ink-muted">{m.admin_aff_commission_count({ count: count(row.commissions) })}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: m.admin_aff_col_status(),
      cell: (row) => (
        <>
          <Badge tone={SETTLEMENT_STATUS[row.status].tone}>{SETTLEMENT_STATUS[row.status].label()}</Badge>
          {row.failure && <span className="mt-1 block max-w-56 text-xs text-danger [overflow-wrap:anywhere]">{row.failure}</span>}
        </>
      ),
    },
    {
      key: 'trigger',
      header: m.admin_aff_col_trigger(),
      cell: (row) => (
        <>
          <span className="block">{SETTLEMENT_TRIGGER[row.trigger]()}</span>
          {row.attempt > 1 && (
            <span className="block text-xs text-ink-muted">{m.admin_aff_attempt({ count: String(row.attempt) })}</span>
          )}
        </>
      ),
    },
    {
      key: 'dates',
      header: m.admin_aff_col_dates(),
      cell: (row) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs leading-relaxed">
          <dt className="text-ink-muted">{m.admin_aff_date_created()}</dt>
          <dd>
            <When at={row.created_at} />
          </dd>
          <dt className="text-ink-muted">{m.admin_aff_date_sent()}</dt>
          <dd>
            <When at={row.sent_at} />
          </dd>
          <dt className="text-ink-muted">{m.admin_aff_date_finished()}</dt>
          <dd>
            <When at={row.finished_at} />
          </dd>
        </dl>
      ),
    },
    {
      key: 'note',
      header: m.admin_aff_col_note(),
      wide: true,
      cell: (row) =>
        row.note ? <span className="[overflow-wrap:anywhere]">{row.note}</span> : <span className="text-ink-faint">—</span>,
    },
    { key: 'actions', header: m.admin_aff_col_actions(), wide: true, cell: (row) => <SettlementActions row={row} /> },
  ]

  return (
    <section aria-labelledby="admin-settlements-heading">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="admin-settlements-heading" className="font-display text-display-sm text-ink">
          {m.admin_aff_settlements_heading()}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ActionDialog
            trigger={
              <Button>
                <Play aria-hidden />
                {m.admin_aff_run_now()}
              </Button>
            }
            title={m.admin_aff_run_title()}
            description={m.admin_aff_run_body()}
            confirmLabel={m.admin_aff_run_now()}
            onConfirm={() =>
              run(
                'run',
                () => runSettlementsFn(),
                (result) => m.admin_aff_done_run({ count: count(result.created) }),
              )
            }
          />
          <a href={CSV_URL} download className={buttonVariants({ variant: 'secondary' })}>
            <Download aria-hidden />
            {m.admin_aff_export_csv()}
          </a>
        </div>
      </div>
      <FilterBar>
        <FilterSelect
          label={m.admin_aff_filter_status()}
          value={search.status ?? 'all'}
          options={[
            { value: 'all', label: m.admin_aff_filter_all() },
            ...SETTLEMENT_STATUSES.map((s) => ({ value: s, label: SETTLEMENT_STATUS[s].label() })),
          ]}
          onChange={(value) => void navigate({ to: ROUTE, params, search: { status: value === 'all' ? undefined : value } })}
        />
      </FilterBar>
      <AdminList
        query={query}
        empty={{
          title: m.admin_aff_settlements_empty(),
          body: search.status ? m.admin_aff_empty_filtered() : m.admin_aff_settlements_empty_body(),
        }}
        table={{ caption: m.admin_aff_settlements_caption(), columns, rowKey: (row) => row.id }}
        pageLink={(page, props) => (
          <Link to={ROUTE} params={params} search={{ ...search, page: page > 1 ? page : undefined }} {...props} />
        )}
      />
      <SandboxClock />
    </section>
  )
}

/** What an operator may do with a settlement in each state (transitions.ts). */
const MOVES: Record<SettlementStatus, readonly ('retry' | 'cancel' | 'mark-paid' | 'refresh')[]> = {
  open: ['mark-paid', 'cancel'],
  processing: ['refresh', 'mark-paid'],
  failed: ['retry', 'cancel', 'mark-paid'],
  paid: [],
  canceled: [],
}

function SettlementActions({ row }: { row: SettlementRow }) {
  const { busy, run } = useAdminAction()
  const moves = MOVES[row.status]
  if (!moves.length) return <span className="text-xs text-ink-faint">{m.admin_aff_no_actions()}</span>
  const act = (action: 'retry' | 'cancel' | 'mark-paid' | 'refresh', note: string | null, done: () => string) =>
    run(action, () => settlementActionFn({ data: { settlement_id: row.id, action, note } }), done)
  const amount = money(row.amount)
  const who = row.affiliate_email ?? row.paypal_email_masked
  return (
    <div className="flex flex-wrap gap-2">
      {moves.includes('retry') && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void act('retry', null, () => m.admin_aff_done_retried()).catch(() => {})}
        >
          <RotateCcw aria-hidden />
          {m.admin_aff_action_retry()}
        </Button>
      )}
      {moves.includes('refresh') && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void act('refresh', null, () => m.admin_aff_done_refreshed()).catch(() => {})}
        >
          <RefreshCw aria-hidden />
          {m.admin_aff_action_refresh()}
        </Button>
      )}
      {moves.includes('mark-paid') && (
        <ActionDialog
          trigger={
            <Button size="sm" variant="secondary">
              <CheckCheck aria-hidden />
              {m.admin_aff_action_mark_paid()}
            </Button>
          }
          title={m.admin_aff_mark_paid_title()}
          description={m.admin_aff_mark_paid_body({ amount, email: who })}
          confirmLabel={m.admin_aff_action_mark_paid()}
          note={{ label: m.admin_aff_mark_paid_note(), hint: m.admin_aff_mark_paid_note_hint(), max: 300 }}
          onConfirm={(note) => act('mark-paid', note, () => m.admin_aff_done_marked_paid({ amount }))}
        />
      )}
      {moves.includes('cancel') && (
        <ActionDialog
          trigger={
            <Button size="sm" variant="ghost" className="text-danger hover:text-danger">
              <Ban aria-hidden />
              {m.admin_aff_action_cancel_settlement()}
            </Button>
          }
          title={m.admin_aff_cancel_title()}
          description={m.admin_aff_cancel_body({ amount, email: who })}
          confirmLabel={m.admin_aff_action_cancel_settlement()}
          tone="danger"
          note={{ label: m.admin_aff_note_label(), max: 300 }}
          onConfirm={(note) => act('cancel', note, () => m.admin_aff_done_canceled({ amount }))}
        />
      )}
    </div>
  )
}

/**
 * The sandbox's test control: the programme's clock moved on a month, so held commissions mature
 * and the monthly run can be seen without waiting. Shown only when payments run in the sandbox
 * (the server refuses it anywhere else).
 */
function SandboxClock() {
  const overview = useQuery({ queryKey: ['billing-overview'], queryFn: () => fetchBillingOverview() })
  const { busy, run } = useAdminAction()
  if (overview.data?.provider !== 'sandbox') return null
  return (
    <aside aria-labelledby="sandbox-clock-heading" className="mt-10 rounded-lg border border-dashed border-warning/50 p-5">
      <h3 id="sandbox-clock-heading" className="flex items-center gap-2 text-sm font-medium text-warning">
        <FlaskConical className="size-4" aria-hidden />
        {m.admin_aff_clock_heading()}
      </h3>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted">{m.admin_aff_clock_body({ days: String(CLOCK_DAYS) })}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        disabled={busy !== null}
        aria-busy={busy !== null}
        onClick={() =>
          void run(
            'clock',
            () => advanceClockFn({ data: { days: CLOCK_DAYS } }),
            (result) => m.admin_aff_done_clock({ days: String(CLOCK_DAYS), now: dateTime(result.now) }),
          ).catch(() => {})
        }
      >
        <CalendarClock aria-hidden />
        {m.admin_aff_clock_button({ days: String(CLOCK_DAYS) })}
      </Button>
    </aside>
  )
}
