import { ChevronDown } from 'lucide-react'
import { Fragment, useId, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface Column<T> {
  key: string
  header: string
  cell: (row: T) => ReactNode
  numeric?: boolean
  /** The cell that names the row: a `th scope="row"` in the table, the card's top line. */
  rowHeader?: boolean
  /** On a card, this cell takes the whole width. */
  wide?: boolean
}

/** Tailwind needs its class names whole, so each breakpoint is spelled out. */
const AT = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  lg: { table: 'hidden lg:block', cards: 'lg:hidden' },
} as const

export interface DataTableProps<T> {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  at?: keyof typeof AT
  busy?: boolean
  testId?: string
  expand?: (row: T) => ReactNode
  /** The toggle's words (required with `expand`). */
  expandLabel?: (row: T) => string
}

/**
 * One list, two layouts: a table with a caption and column headers from `at` up, stacked cards
 * below it (a phone never scrolls sideways); only one is displayed, so assistive technology meets
 * one. `expand` adds a toggle per row for details too long for a cell (a full-width row, or the
 * card's foot). `busy` dims the rows while another page or filter loads over them. Each row
 * carries `data-row`, and `testId` names the list, for browser tests.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  at = 'lg',
  busy,
  testId,
  expand,
  expandLabel,
}: DataTableProps<T>) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const baseId = useId()
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  const header = columns.find((c) => c.rowHeader)
  const rest = columns.filter((c) => !c.rowHeader)
  const toggleButton = (row: T, where: 'table' | 'card') => {
    const key = rowKey(row)
    const expanded = open.has(key)
    return (
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={`${baseId}-${where}-${key}`}
        onClick={() => toggle(key)}
        className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-ink-muted underline decoration-line-strong underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <ChevronDown className={cn('size-3.5 transition-transform', expanded && 'rotate-180')} aria-hidden />
        {expandLabel?.(row)}
      </button>
    )
  }
  return (
    <div aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-60')} data-testid={testId}>
      <div className={cn(AT[at].table, 'overflow-hidden rounded-lg border border-line bg-surface')}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-surface-raised/60 text-xs text-ink-muted">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={cn('px-4 py-3 font-medium whitespace-nowrap', c.numeric && 'text-right')}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row)
              return (
                <Fragment key={key}>
                  <tr data-row className="border-t border-line align-top first:border-t-0">
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.key} scope="row" className="px-4 py-3 text-left font-normal text-ink">
                          {c.cell(row)}
                          {expand && <div className="mt-2">{toggleButton(row, 'table')}</div>}
                        </th>
                      ) : (
                        <td
                          key={c.key}
                          className={cn('px-4 py-3 text-ink', c.numeric && 'text-right tabular-nums whitespace-nowrap')}
                        >
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                  {expand && open.has(key) && (
                    <tr id={`${baseId}-table-${key}`} className="bg-surface-raised/40">
                      <td colSpan={columns.length} className="px-4 pb-4 pt-1">
                        {expand(row)}
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={cn(AT[at].cards, 'space-y-3')}>
        {rows.map((row) => {
          const key = rowKey(row)
          return (
            <li key={key} data-row className="rounded-lg border border-line bg-surface p-4">
              {header && <div className="mb-3 text-sm text-ink [overflow-wrap:anywhere]">{header.cell(row)}</div>}
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                {rest.map((c) => (
                  <div key={c.key} className={cn('min-w-0', c.wide && 'col-span-2')}>
                    <dt className="text-xs text-ink-muted">{c.header}</dt>
                    <dd className={cn('mt-0.5 text-ink [overflow-wrap:anywhere]', c.numeric && 'tabular-nums')}>{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {expand && (
                <div className="mt-3 border-t border-line pt-3">
                  {toggleButton(row, 'card')}
                  {open.has(key) && (
                    <div id={`${baseId}-card-${key}`} className="mt-3">
                      {expand(row)}
                    </div>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
