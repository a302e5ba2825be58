import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { historyQuery, HISTORY_PAGE_SIZE, type HistoryFilter } from './history-queries'
import { HistoryEmpty, HistoryError, HistorySkeleton } from './history-states'
import { JobRow } from './job-row'
import { usePendingDeletes } from './pending-deletes'
import { useJobActions } from './use-job-actions'

/** The user's jobs for a filter, newest first, a page at a time; live while any of them runs. */
export function HistoryList({ filter, onRerun }: { filter: HistoryFilter; onRerun: (job: JobView) => void }) {
  const query = useQuery(historyQuery(filter))
  const pending = usePendingDeletes()
  const actions = useJobActions({ onRerun })
  if (query.isPending) return <HistorySkeleton />
  if (query.isError) return <HistoryError onRetry={() => void query.refetch()} />
  const items = query.data.items.filter((job) => !pending.has(job.id))
  const pages = Math.max(1, Math.ceil(query.data.total / HISTORY_PAGE_SIZE))
  if (!items.length) return <HistoryEmpty filter={filter} />
  return (
    <div>
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={m.hist_list_aria()}>
        {items.map((job) => (
          <li key={job.id}>
            <JobRow job={job} actions={actions} />
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager filter={filter} pages={pages} />}
    </div>
  )
}

function Pager({ filter, pages }: { filter: HistoryFilter; pages: number }) {
  const params = useLocaleParams()
  const page = Math.min(filter.page ?? 1, pages)
  const to = '/{-$locale}/dashboard/history' as const
  const step = (target: number) => ({ ...filter, page: target > 1 ? target : undefined })
  const link = buttonVariants({ variant: 'secondary', size: 'sm' })
  return (
    <nav aria-label={m.hist_pages_aria()} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={to} params={params} search={step(page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden />
          {m.hist_prev()}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted tabular-nums">{m.hist_page_of({ page: String(page), pages: String(pages) })}</p>
      {page < pages ? (
        <Link to={to} params={params} search={step(page + 1)} className={cn(link)} rel="next">
          {m.hist_next()}
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
