import { AlertTriangle, Heart, History } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { EmptyState } from '@/components/page'
import { Button, buttonVariants } from '@/components/ui/button'
import { LinkButton } from '@/components/ui/link-button'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import type { HistoryFilter } from './history-queries'

/** Grey shapes where the rows will be, so the page does not jump when they arrive. */
export function HistorySkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-label={m.hist_loading()} className="grid gap-3 lg:grid-cols-2">
      {Array.from({ length: rows }, (_, i) => `slot-${i}`).map((slot) => (
        <div key={slot} className="flex gap-4 rounded-lg border border-line bg-surface p-3 sm:p-4" aria-hidden>
          <div className="size-24 shrink-0 animate-pulse rounded-md bg-surface-raised sm:size-28" />
          <div className="flex flex-1 flex-col gap-2.5 pt-1">
            <div className="h-3 w-1/3 animate-pulse rounded bg-surface-raised" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-surface-raised" />
            <div className="h-3 w-1/4 animate-pulse rounded bg-surface-raised" />
            <div className="mt-auto h-8 w-2/3 animate-pulse rounded bg-surface-raised" />
          </div>
        </div>
      ))}
    </div>
  )
}

export function HistoryError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<AlertTriangle />}
      title={m.hist_error_title()}
      body={m.hist_error_body()}
      action={<Button onClick={onRetry}>{m.hist_retry()}</Button>}
    />
  )
}

/** Nothing to list: what is empty depends on the filter, and so does the way out. */
export function HistoryEmpty({ filter }: { filter: HistoryFilter }) {
  const params = useLocaleParams()
  const tool = TOOL_CARDS.find((t) => t.id === filter.tool)
  const showAll = (
    <Link to="/{-$locale}/dashboard/history" params={params} search={{}} className={buttonVariants({ variant: 'secondary' })}>
      {m.hist_empty_clear()}
    </Link>
  )
  if (filter.favorite) {
    return <EmptyState icon={<Heart />} title={m.hist_empty_fav_title()} body={m.hist_empty_fav_body()} action={showAll} />
  }
  if (tool) {
    return (
      <EmptyState
        icon={<tool.icon />}
        title={m.hist_empty_tool_title({ tool: tool.name() })}
        body={m.hist_empty_tool_body()}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <LinkButton to={tool.app}>{m.hist_empty_tool_start({ tool: tool.name() })}</LinkButton>
            {showAll}
          </div>
        }
      />
    )
  }
  return (
    <EmptyState
      icon={<History />}
      title={m.history_empty_title()}
      body={m.history_empty_body()}
      action={<LinkButton to="/{-$locale}/dashboard">{m.cta_start_designing()}</LinkButton>}
    />
  )
}
