import { AlertTriangle, ChevronDown, ChevronLeft, ChevronRight, Inbox, RotateCcw, Search } from 'lucide-react'
import { Fragment, type ReactNode, useId, useState } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Button, buttonVariants } from '@/components/ui/button'
import { DataTable, type DataTableProps } from '@/components/ui/data-table'
import { currentLocale } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format-date'
import { numberFormat } from '@/lib/intl-formats'
import { formatMoney } from '@/lib/money'
import type { BalanceView, Money } from '@/modules/affiliate'
import * as m from '@/paraglide/messages'
import { ADMIN_PAGE_SIZE } from './admin-queries'

/** The operator's pages: shared pieces (tables that become cards on phones, badges, paging, states). */

const lang = () => currentLocale().htmlLang

export const money = ({ amount, currency }: Money) => formatMoney(amount, currency, lang())
export const count = (n: number) => numberFormat(lang(), {}).format(n)
export const percentOfBps = (bps: number) =>
  numberFormat(lang(), { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000)

/** `Mar 04 2026 14:05 UTC`: the same text on the server and in the browser. */
export function dateTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000)
  return `${formatDate(unixSeconds)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} UTC`
}

export const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString()

export function When({ at, time }: { at: number | null; time?: boolean }) {
  if (!at) return <span className="text-ink-faint">—</span>
  return (
    <time dateTime={isoOf(at)} className="whitespace-nowrap">
      {time ? dateTime(at) : formatDate(at)}
    </time>
  )
}

/** An e-mail address that wraps after its `@` when a column is narrow, never inside a word. */
export function Email({ address, className }: { address: string | null; className?: string }) {
  if (!address) return <span className="text-ink-faint">—</span>
  const at = address.lastIndexOf('@')
  return (
    <span className={cn('[overflow-wrap:break-word]', className)}>
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </span>
  )
}

/** A long id, shortened for a table; the whole id stays in its title and for copying. */
export function ShortId({ id }: { id: string | null }) {
  if (!id) return <span className="text-ink-faint">—</span>
  return (
    <code title={id} className="font-mono text-xs text-ink-muted">
      {id.slice(0, 8)}
    </code>
  )
}

export type Tone = 'success' | 'warning' | 'danger' | 'gold' | 'muted'

const TONES: Record<Tone, string> = {
  success: 'border-success/45 text-success',
  warning: 'border-warning/45 text-warning',
  danger: 'border-danger/45 text-danger',
  gold: 'border-gold/45 text-gold',
  muted: 'border-line-strong text-ink-muted',
}

/** A status as a word in a pill; the colour repeats the word, never replaces it. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium before:size-1.5 before:rounded-full before:bg-current',
        TONES[tone],
      )}
    >
      {children}
    </span>
  )
}

/** Each currency's balances: pending, available, in a settlement (when any) and paid. */
export function Balances({ balances }: { balances: BalanceView[] }) {
  if (!balances.length) return <span className="text-ink-faint">—</span>
  return (
    <div className="space-y-2">
      {balances.map((b) => {
        const parts: [string, number][] = [
          [m.admin_aff_balance_pending(), b.pending],
          [m.admin_aff_balance_available(), b.available],
          ...(b.in_settlement ? ([[m.admin_aff_balance_in_settlement(), b.in_settlement]] as [string, number][]) : []),
          [m.admin_aff_balance_paid(), b.paid],
        ]
        return (
          <dl key={b.currency} className="grid grid-cols-[auto_auto] gap-x-3 text-xs leading-relaxed">
            {parts.map(([term, amount]) => (
              <Fragment key={term}>
                <dt className="text-ink-muted">{term}</dt>
                <dd className="text-right whitespace-nowrap tabular-nums text-ink">{money({ amount, currency: b.currency })}</dd>
              </Fragment>
            ))}
          </dl>
        )
      })}
    </div>
  )
}

type PageLinkProps = { className: string; rel: 'prev' | 'next'; children: ReactNode }

/** Previous and next as links (the page is in the URL); `link(page, props)` draws one for the caller's route. */
export function Pager({
  page,
  pageSize,
  total,
  link,
}: {
  page: number
  pageSize: number
  total: number
  link: (page: number, props: PageLinkProps) => ReactNode
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  const cls = buttonVariants({ variant: 'secondary', size: 'sm' })
  return (
    <nav aria-label={m.admin_aff_pages_aria()} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted tabular-nums">
        {m.admin_aff_range({ from: count(from), to: count(to), total: count(total) })}
      </p>
      <div className="flex gap-2">
        {page > 1
          ? link(page - 1, {
              className: cls,
              rel: 'prev',
              children: (
                <>
                  <ChevronLeft aria-hidden />
                  {m.admin_aff_prev()}
                </>
              ),
            })
          : null}
        {page < pages
          ? link(page + 1, {
              className: cls,
              rel: 'next',
              children: (
                <>
                  {m.admin_aff_next()}
                  <ChevronRight aria-hidden />
                </>
              ),
            })
          : null}
      </div>
    </nav>
  )
}

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-label={m.admin_aff_loading()} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((slot) => (
        <div key={slot} className="h-16 animate-pulse rounded-md border border-line bg-surface" aria-hidden />
      ))}
    </div>
  )
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-dashed border-danger/40 px-6 py-12 text-center"
    >
      <AlertTriangle className="mb-3 size-7 text-danger" aria-hidden />
      <h3 className="font-display text-lg text-ink">{m.admin_aff_error_title()}</h3>
      <p className="mt-1 max-w-md text-sm text-ink-muted">{m.admin_aff_error_body()}</p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onRetry}>
        <RotateCcw aria-hidden />
        {m.admin_aff_retry()}
      </Button>
    </div>
  )
}

export function Empty({ title, body }: { title: string; body?: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-line-strong px-6 py-12 text-center">
      <Inbox className="mb-3 size-7 text-gold" aria-hidden />
      <h3 className="font-display text-lg text-ink">{title}</h3>
      {body && <p className="mt-1 max-w-md text-sm text-ink-muted">{body}</p>}
    </div>
  )
}

const controlClass =
  'block h-10 w-full rounded-sm border border-line-strong bg-surface-raised px-3 text-base text-ink focus:border-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-focus sm:text-sm'

/** A filter as a native select: the platform's own picker; a change is a navigation. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  const id = useId()
  return (
    <div className="min-w-0 space-y-1.5 sm:w-56">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
          className={cn(controlClass, 'appearance-none pr-9')}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden
        />
      </div>
    </div>
  )
}

/** A search box whose query goes into the URL when sent (not on every key). */
export function SearchBox({
  label,
  value,
  placeholder,
  onSearch,
  type = 'search',
}: {
  label: string
  value: string
  placeholder?: string
  onSearch: (value: string) => void
  type?: 'search' | 'text'
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  // Follow the URL when it changes from elsewhere (back and forward, a filter cleared).
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  return (
    <form
      className="min-w-0 flex-1 space-y-1.5 sm:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type={type}
          value={text}
          placeholder={placeholder}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          className={cn(controlClass, 'min-w-0 flex-1')}
        />
        <Button type="submit" variant="secondary" className="h-10" aria-label={m.admin_aff_search_submit()}>
          <Search aria-hidden />
          <span className="max-sm:sr-only">{m.admin_aff_search_submit()}</span>
        </Button>
      </div>
    </form>
  )
}

/** The filters above a list, wrapping on narrow screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">{children}</div>
}

/**
 * An operator list below its filters: the query's states (loading, failed, empty with the
 * filter's note), then its rows as a table (dimmed while another page loads over them) and pages.
 */
export function AdminList<T>({
  query,
  empty,
  table,
  pageLink,
}: {
  query: UseQueryResult<{ items: T[]; page: number; total: number }>
  empty: { title: string; body?: string }
  table: Omit<DataTableProps<T>, 'rows' | 'busy'>
  pageLink: (page: number, props: PageLinkProps) => ReactNode
}) {
  if (query.isPending) return <ListSkeleton />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  if (query.data.items.length === 0) return <Empty {...empty} />
  return (
    <>
      <DataTable {...table} rows={query.data.items} busy={query.isPlaceholderData} />
      <Pager page={query.data.page} pageSize={ADMIN_PAGE_SIZE} total={query.data.total} link={pageLink} />
    </>
  )
}
