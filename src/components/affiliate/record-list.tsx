import { Link } from '@tanstack/react-router'
import { FilterX, Inbox } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { LinkButton } from '@/components/ui/link-button'
import { useLocaleParams } from '@/i18n/use-locale'
import { formatDate } from '@/lib/format-date'
import type { CommissionStatus, RecordView } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { usePagedList } from './use-paged-list'
import { DataTable } from '@/components/ui/data-table'
import { isoOf, money, utcTime } from './format'
import { Empty, ListSkeleton, LoadError } from './list-states'
import { Pager, RangeText } from './pager'
import { AFFILIATE_PAGE_SIZE, recordsQuery } from './queries'
import { RECORD_TYPE_LABEL } from './record-filters'
import { recordFilterOf, type RecordSearch } from './search'
import { Badge, COMMISSION_STATUS, REFERRAL_STATUS, StatusBadge } from './status-badge'
import { useUserId } from './use-affiliate'

const DETAILS = '/{-$locale}/affiliate/details' as const

export function When({ at }: { at: number }) {
  return (
    <time dateTime={isoOf(at)} className="whitespace-nowrap">
      {formatDate(at)} <span className="ml-1 text-ink-muted tabular-nums">{utcTime(at)}</span>
    </time>
  )
}

function TypeBadge({ type }: { type: RecordView['type'] }) {
  const { label, icon: Icon } = RECORD_TYPE_LABEL[type]
  return (
    <span className="inline-flex items-center gap-2 font-medium text-ink">
      <span className="inline-flex size-7 items-center justify-center rounded-full bg-surface-raised text-gold">
        <Icon className="size-3.5" aria-hidden />
      </span>
      {label()}
    </span>
  )
}

/** What a record is about: where a click landed, who signed up (masked), what a payment earned. */
function Detail({ record }: { record: RecordView }) {
  if (record.type === 'click')
    return (
      <div className="min-w-0 space-y-0.5">
        <p className="font-mono text-xs [overflow-wrap:anywhere]">{record.detail ?? '/'}</p>
        {record.source && <p className="text-xs text-ink-muted">{m.affiliate_ui_record_source({ source: record.source })}</p>}
      </div>
    )
  if (record.type === 'signup')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="[overflow-wrap:anywhere]">{record.detail ?? m.affiliate_ui_record_deleted_user()}</span>
        <StatusBadge status={record.status ? REFERRAL_STATUS[record.status] : undefined} />
      </div>
    )
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {record.amount && <span>{m.affiliate_ui_record_payment({ amount: money(record.amount) })}</span>}
      {record.commission && (
        <span className="font-medium">{m.affiliate_ui_record_commission({ amount: money(record.commission) })}</span>
      )}
      {record.status && record.status in COMMISSION_STATUS ? (
        <StatusBadge status={COMMISSION_STATUS[record.status as CommissionStatus]} />
      ) : record.status ? (
        <Badge tone="muted">{record.status}</Badge>
      ) : null}
    </div>
  )
}

/**
 * The records for the URL's filters, a page at a time. Changing page or filter keeps the rows on
 * screen (dimmed) until the next ones arrive, and the page after this one is fetched ahead.
 */
export function RecordList({ search }: { search: RecordSearch }) {
  const userId = useUserId()
  const params = useLocaleParams()
  const { type, from, to, page } = recordFilterOf(search)
  const { query, total } = usePagedList((p) => recordsQuery(userId, { type, from, to, page: p }), page)

  if (query.isPending) return <ListSkeleton rows={8} />
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />
  const { items } = query.data
  const filtered = Boolean(search.type || search.from || search.to)
  if (items.length === 0 && !query.isPlaceholderData)
    return filtered ? (
      <Empty
        icon={<FilterX />}
        title={m.affiliate_ui_records_empty_filtered_title()}
        body={m.affiliate_ui_records_empty_filtered_body()}
        level={2}
        action={
          <Link to={DETAILS} params={params} search={{}} className={buttonVariants({ variant: 'secondary' })}>
            {m.affiliate_ui_filter_clear_all()}
          </Link>
        }
      />
    ) : (
      <Empty
        icon={<Inbox />}
        title={m.affiliate_ui_records_empty_title()}
        body={m.affiliate_ui_records_empty_body()}
        level={2}
        action={
          <>
            <LinkButton to="/{-$locale}/affiliate">{m.affiliate_ui_records_empty_link()}</LinkButton>
            <LinkButton to="/{-$locale}/affiliate/assets" variant="secondary">
              {m.affiliate_ui_records_empty_assets()}
            </LinkButton>
          </>
        }
      />
    )

  return (
    <section aria-labelledby="affiliate-records">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="affiliate-records" className="sr-only">
          {m.affiliate_ui_records_caption()}
        </h2>
        <p className="text-sm text-ink-muted tabular-nums" aria-live="polite">
          <RangeText page={page} pageSize={AFFILIATE_PAGE_SIZE} total={total} />
        </p>
      </div>
      <DataTable
        caption={m.affiliate_ui_records_caption()}
        testId="record-list"
        at="md"
        busy={query.isPlaceholderData}
        rows={items}
        rowKey={(r) => `${r.type}:${r.id}`}
        columns={[
          { key: 'type', header: m.affiliate_ui_col_type(), rowHeader: true, cell: (r) => <TypeBadge type={r.type} /> },
          { key: 'at', header: m.affiliate_ui_col_date(), cell: (r) => <When at={r.at} /> },
          {
            key: 'code',
            header: m.affiliate_ui_col_code(),
            cell: (r) => <span className="font-mono text-xs">{r.code ?? '--'}</span>,
          },
          { key: 'detail', header: m.affiliate_ui_col_detail(), wide: true, cell: (r) => <Detail record={r} /> },
        ]}
      />
      <Pager
        label={m.affiliate_ui_records_pages()}
        page={page}
        pageSize={AFFILIATE_PAGE_SIZE}
        total={total}
        link={(target, props) => (
          <Link to={DETAILS} params={params} search={{ ...search, page: target > 1 ? target : undefined }} {...props} />
        )}
      />
    </section>
  )
}
