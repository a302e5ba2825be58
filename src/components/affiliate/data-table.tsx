import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface Column<T> {
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** Numbers line up on the right. */
  numeric?: boolean
  /** The cell that names the row (a `th scope="row"` in the table, the card's top line). */
  rowHeader?: boolean
  /** On a card, this cell takes the whole width (long text). */
  wide?: boolean
}

/** Tailwind needs its class names whole, so each breakpoint is spelled out. */
const AT = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  lg: { table: 'hidden lg:block', cards: 'lg:hidden' },
} as const

/**
 * One list, two layouts: a table with a caption and column headers where it fits, stacked cards
 * below `at` (a phone never scrolls sideways). Only one is displayed, so assistive technology
 * meets only one. `busy` dims the rows while the next page or filter loads over them.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  at = 'lg',
  busy,
  testId,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  at?: keyof typeof AT
  busy?: boolean
  /** Names the list for browser tests; each row carries `data-row`. */
  testId?: string
}) {
  const header = columns.find((c) => c.rowHeader)
  const rest = columns.filter((c) => !c.rowHeader)
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
            {rows.map((row) => (
              <tr key={rowKey(row)} data-row className="border-t border-line first:border-t-0 align-top">
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.key} scope="row" className="px-4 py-3 text-left font-normal text-ink">
                      {c.cell(row)}
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
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={cn(AT[at].cards, 'space-y-3')}>
        {rows.map((row) => (
          <li key={rowKey(row)} data-row className="rounded-lg border border-line bg-surface p-4">
            {header && <div className="mb-3 text-sm text-ink">{header.cell(row)}</div>}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              {rest.map((c) => (
                <div key={c.key} className={cn('min-w-0', c.wide && 'col-span-2')}>
                  <dt className="text-xs text-ink-muted">{c.header}</dt>
                  <dd className={cn('mt-0.5 text-ink [overflow-wrap:anywhere]', c.numeric && 'tabular-nums')}>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
