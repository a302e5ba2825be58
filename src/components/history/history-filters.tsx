import { Link } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'
import type { HistoryFilter } from './history-queries'

const HISTORY = '/{-$locale}/dashboard/history' as const

const chip =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-4'
const off = 'border-line text-ink-muted hover:border-line-strong hover:text-ink'
const on = 'border-ink bg-ink text-surface'

function Chip({
  search,
  active,
  children,
  className,
}: {
  search: HistoryFilter
  active: boolean
  children: ReactNode
  className?: string
}) {
  const params = useLocaleParams()
  return (
    <Link
      to={HISTORY}
      params={params}
      search={search}
      aria-current={active ? 'true' : undefined}
      className={cn(chip, active ? on : off, className)}
    >
      {children}
    </Link>
  )
}

/** The filters are links: the URL keeps them, and back and forward walk through them. */
export function HistoryFilters({ filter }: { filter: HistoryFilter }) {
  const favorite = filter.favorite || undefined
  const row = useRef<HTMLDivElement>(null)
  // On a phone the tools scroll sideways: bring the chosen one into sight.
  useEffect(() => {
    const list = row.current
    if (list && !filter.tool) {
      list.scrollLeft = 0
      return
    }
    const active = list?.querySelector<HTMLElement>('[aria-current="true"]')
    if (list && active) list.scrollLeft = active.offsetLeft - list.offsetLeft - 16
  }, [filter.tool])
  return (
    <nav aria-label={m.hist_filter_aria()} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div ref={row} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0">
        <Chip search={{ favorite }} active={!filter.tool}>
          {m.hist_filter_all()}
        </Chip>
        {TOOL_CARDS.map((tool) => (
          <Chip key={tool.id} search={{ tool: tool.id, favorite }} active={filter.tool === tool.id}>
            <tool.icon aria-hidden />
            {tool.name()}
          </Chip>
        ))}
      </div>
      <Chip
        search={{ tool: filter.tool, favorite: filter.favorite ? undefined : true }}
        active={!!filter.favorite}
        className="self-start sm:self-auto"
      >
        <Heart className={cn(filter.favorite && 'fill-current')} aria-hidden />
        {m.hist_filter_favorites()}
      </Chip>
    </nav>
  )
}
