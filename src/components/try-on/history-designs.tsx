import { useQuery } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { HistoryPage, JobView } from '@/modules/designs'
import { listHistoryFn } from '@/modules/designs/designs.functions'
import * as m from '@/paraglide/messages'
import { HISTORY_KEY } from '../studio/history-key'
import { Button } from '../ui/button'

/** The user's newest jobs, for the pickers that offer a design "from your history". */
export const recentHistoryQuery = () => ({
  queryKey: [...HISTORY_KEY, 'recent'],
  queryFn: (): Promise<HistoryPage> => listHistoryFn({ data: { page_size: 24 } }),
})

const SKELETONS = [1, 2, 3, 4]

/** One picture to pick: a job's output. */
export interface HistoryPick {
  key: string
  job: JobView
  output: number
  url: string
}

/** Each output of the finished jobs (try-on composites left out unless asked for), newest first, at most `max`. */
export function historyPicks(
  jobs: JobView[],
  { tryOns, perJob, max }: { tryOns: boolean; perJob: number; max: number },
): HistoryPick[] {
  return jobs
    .filter((job) => job.status === 'succeeded' && (tryOns || job.tool !== 'try-on'))
    .flatMap((job) =>
      job.outputs.slice(0, perJob).map((o) => ({ key: `${job.id}:${o.index}`, job, output: o.index, url: o.image_url })),
    )
    .slice(0, max)
}

/**
 * A grid of the user's own designs to pick one: skeletons while the history loads, a retry when
 * it failed, `empty` when there is nothing yet.
 */
export function HistoryDesigns({
  label,
  aside,
  picks,
  chosen,
  busy,
  empty,
  columns = 'grid-cols-4 sm:grid-cols-6 lg:grid-cols-4',
  onPick,
}: {
  label: string
  /** Beside the label, e.g. "optional". */
  aside?: ReactNode
  picks: (jobs: JobView[]) => HistoryPick[]
  chosen: string | null
  busy: boolean
  empty: ReactNode
  columns?: string
  onPick: (pick: HistoryPick) => void
}) {
  const query = useQuery(recentHistoryQuery())
  const id = useId()
  const items = query.data ? picks(query.data.items) : []
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-ink" id={id}>
          {label}
        </p>
        {aside}
      </div>
      {query.isPending ? (
        <div className={cn('mt-2 grid gap-2', columns)} aria-hidden>
          {SKELETONS.map((n) => (
            <div key={n} className="aspect-square animate-pulse rounded-sm bg-line" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>{m.tryon2_history_failed()}</span>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden />
            {m.tryon2_retry()}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mt-2 text-sm text-ink-muted">{empty}</div>
      ) : (
        <ul className={cn('mt-2 grid gap-2', columns)} aria-labelledby={id}>
          {items.map((pick, i) => (
            <li key={pick.key}>
              <button
                type="button"
                disabled={busy}
                aria-pressed={chosen === pick.key}
                onClick={() => onPick(pick)}
                className={cn(
                  'flex aspect-square w-full items-center justify-center overflow-hidden rounded-sm border border-line bg-white transition-colors hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50',
                  chosen === pick.key && 'border-accent ring-2 ring-accent',
                )}
              >
                <img
                  src={pick.url}
                  alt={m.tryon2_history_item({ n: String(i + 1) })}
                  loading="lazy"
                  className={pick.job.tool === 'try-on' ? 'size-full object-cover' : 'max-h-full max-w-full object-contain p-1'}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
