import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, SearchX } from 'lucide-react'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { ResultsGrid } from '@/components/studio/results-grid'
import { EmptyState } from '@/components/page'
import { LinkButton } from '@/components/ui/link-button'
import { currentLocale, useLocaleParams } from '@/i18n/use-locale'
import { isAppError } from '@/lib/errors/app-error'
import { ErrorCode } from '@/lib/errors/codes'
import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { jobQuery } from './history-queries'
import { HistoryError } from './history-states'
import { FavoriteButton, JobActions } from './job-actions'
import { JobParams } from './job-params'
import { JobStatus } from './job-status'
import { jobTitle, toolName } from './job-summary'
import { usePendingDeletes } from './pending-deletes'
import { useJobActions } from './use-job-actions'

/** One job: its pictures, the settings that made it, and what can be done with it. */
export function JobPage({ id }: { id: string }) {
  const query = useQuery(jobQuery(id))
  const pending = usePendingDeletes()
  const navigate = useNavigate()
  const params = useLocaleParams()
  const toHistory = { to: '/{-$locale}/dashboard/history', params } as const
  const actions = useJobActions({
    onRerun: (job) => void navigate({ to: '/{-$locale}/dashboard/history/$id', params: { ...params, id: job.id } }),
  })
  const back = (
    <Link {...toHistory} className="inline-flex items-center gap-1.5 text-sm text-ink-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      {m.hist_job_back()}
    </Link>
  )

  if (query.isPending)
    return (
      <div className="mx-auto max-w-6xl">
        {back}
        <JobSkeleton />
      </div>
    )
  const missing = query.isError && isAppError(query.error) && query.error.code === ErrorCode.NOT_FOUND
  if (missing || (query.data && pending.has(query.data.id))) {
    return (
      <div className="mx-auto max-w-6xl">
        {back}
        <EmptyState
          className="mt-8"
          icon={<SearchX />}
          title={m.hist_job_missing_title()}
          body={m.hist_job_missing_body()}
          action={<LinkButton to="/{-$locale}/dashboard/history">{m.hist_job_back()}</LinkButton>}
        />
      </div>
    )
  }
  if (query.isError)
    return (
      <div className="mx-auto max-w-6xl">
        {back}
        <HistoryError onRetry={() => void query.refetch()} />
      </div>
    )
  const job: JobView = query.data
  const title = jobTitle(job, currentLocale().htmlLang)
  const tool = TOOL_CARDS.find((t) => t.id === job.tool)
  return (
    <div className="mx-auto max-w-6xl">
      {back}
      <div className="mt-4 flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            {tool && <tool.icon className="size-4 text-gold" aria-hidden />}
            {toolName(job.tool)}
          </p>
          <h1 className="mt-1 line-clamp-3 text-display-sm text-ink [word-break:auto-phrase] sm:text-display-md">{title}</h1>
        </div>
        {/* With results, the grid carries the favourite for the whole job. */}
        {!job.outputs.length && <FavoriteButton job={job} actions={actions} className="mt-1" />}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <JobStatus job={job} />
        <JobActions
          job={job}
          actions={{
            ...actions,
            remove: (j) => {
              actions.remove(j)
              void navigate(toHistory)
            },
          }}
        />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="job-results">
          <h2 id="job-results" className="sr-only">
            {m.hist_job_results_heading()}
          </h2>
          {job.outputs.length ? (
            <ResultsGrid
              job={job}
              busy={actions.busy === job.id}
              onMakeVariations={job.tool === 'try-on' ? undefined : () => void actions.rerun(job, { variations: job.variations })}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-line-strong px-6 py-14 text-center text-ink-muted">
              {job.status === 'failed'
                ? (job.error_message ?? m.hist_status_failed())
                : job.status === 'canceled'
                  ? m.hist_job_canceled()
                  : m.hist_job_waiting()}
            </p>
          )}
        </section>
        <JobParams job={job} />
      </div>
    </div>
  )
}

function JobSkeleton() {
  return (
    <div role="status" aria-label={m.hist_loading()} className="mt-4">
      <div className="h-4 w-24 animate-pulse rounded bg-surface-raised" />
      <div className="mt-3 h-9 w-2/3 animate-pulse rounded bg-surface-raised" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid grid-cols-2 gap-4">
          <div className="aspect-square animate-pulse rounded-lg bg-surface-raised" />
          <div className="aspect-square animate-pulse rounded-lg bg-surface-raised" />
        </div>
        <div className="h-80 animate-pulse rounded-lg bg-surface-raised" />
      </div>
    </div>
  )
}
