import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button'
import * as m from '@/paraglide/messages'
import { count } from './format'

type LinkProps = { className: string; rel: 'prev' | 'next'; children: ReactNode }

/** "21–40 of 123": where this page sits in the whole list. */
export function RangeText({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return <>{m.affiliate_ui_range({ from: count(from), to: count(to), total: count(total) })}</>
}

/**
 * Previous and next as links (the page is in the URL, so back, forward and new tabs work). The
 * caller draws each link for its own route: `link(page, props)`.
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  link,
}: {
  label: string
  page: number
  pageSize: number
  total: number
  link: (page: number, props: LinkProps) => ReactNode
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const style = buttonVariants({ variant: 'secondary', size: 'sm' })
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-between gap-4">
      {page > 1 ? (
        link(page - 1, {
          className: style,
          rel: 'prev',
          children: (
            <>
              <ChevronLeft aria-hidden />
              {m.affiliate_ui_prev()}
            </>
          ),
        })
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted tabular-nums">{m.affiliate_ui_page_of({ page: count(page), pages: count(pages) })}</p>
      {page < pages ? (
        link(page + 1, {
          className: style,
          rel: 'next',
          children: (
            <>
              {m.affiliate_ui_next()}
              <ChevronRight aria-hidden />
            </>
          ),
        })
      ) : (
        <span />
      )}
    </nav>
  )
}

export const chipClass = (active: boolean) =>
  `inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-4 ${
    active ? 'border-ink bg-ink text-surface' : 'border-line text-ink-muted hover:border-line-strong hover:text-ink'
  }`
