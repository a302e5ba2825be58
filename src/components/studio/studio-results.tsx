import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ToolLink } from '@/components/layout/nav'
import { listHistoryFn } from '@/modules/designs/designs.functions'
import * as m from '@/paraglide/messages'
import { HISTORY_KEY } from './history-key'
import { IdleState } from './idle-state'
import { JobProgress } from './job-progress'
import { expectedResults, isBusy } from './job-state'
import { ResultsGrid } from './results-grid'
import { ResultsSkeleton } from './skeletons'
import type { DesignJob } from './use-design-job'

/** The tool's latest jobs, for the results column before anything is made on this visit. */
export const lastJobsQuery = (tool: ToolLink['id']) => ({
  queryKey: [...HISTORY_KEY, 'tool', { tool, page: 1, page_size: 5 }] as const,
  queryFn: () => listHistoryFn({ data: { tool, page: 1, page_size: 5 } }),
})

/**
 * The results column: the job being made (progress, skeleton cards), its results or why it
 * failed; before any job on this visit, the user's last results with this tool (a job still
 * running is followed again), or an idle state showing what the tool makes.
 */
export function StudioResults({ tool, job, maxVariations }: { tool: ToolLink; job: DesignJob; maxVariations: number }) {
  const { state } = job
  const idle = state.phase === 'idle'
  const last = useQuery({ ...lastJobsQuery(tool.id), enabled: idle })
  const resumed = useRef(false)
  const inFlight = last.data?.items.find((j) => j.status === 'queued' || j.status === 'running')
  useEffect(() => {
    if (!idle || resumed.current || !inFlight) return
    resumed.current = true
    job.follow(inFlight)
  }, [idle, inFlight, job])

  // On a phone the results are below the form: bring the progress into view when a job is sent.
  const section = useRef<HTMLElement>(null)
  const sending = state.phase === 'sending'
  useEffect(() => {
    const top = section.current?.getBoundingClientRect().top
    if (sending && top !== undefined && top > window.innerHeight * 0.6) section.current?.scrollIntoView({ block: 'start' })
  }, [sending])

  const makeVariations = (id: string) => () => void job.rerun(id, maxVariations)
  const latest = last.data?.items.find((j) => j.status === 'succeeded' && j.outputs.length > 0)
  const current = 'job' in state ? state.job : null

  return (
    <section ref={section} aria-labelledby="studio-results" className="min-w-0 scroll-mt-20">
      <h2 id="studio-results" className="font-display text-display-sm text-ink">
        {m.studio_results_heading()}
      </h2>
      <div className="mt-4 space-y-4">
        <JobProgress state={state} onCancel={() => void job.cancel()} onRetry={() => current && void job.retry(current)} />
        {isBusy(state) && <ResultsSkeleton count={expectedResults(state)} />}
        {state.phase === 'succeeded' && (
          <ResultsGrid job={state.job} onMakeVariations={makeVariations(state.job.id)} busy={isBusy(state)} />
        )}
        {idle &&
          (last.isPending ? (
            <ResultsSkeleton count={2} />
          ) : latest ? (
            <>
              <p className="text-sm text-ink-muted">{m.studio_latest_label({ tool: tool.name() })}</p>
              <ResultsGrid job={latest} onMakeVariations={makeVariations(latest.id)} />
            </>
          ) : (
            <IdleState />
          ))}
      </div>
    </section>
  )
}
