import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { historyQuery } from '@/components/history/history-queries'
import { JobThumb } from '@/components/history/job-thumb'
import { jobTitle } from '@/components/history/job-summary'
import { usePendingDeletes } from '@/components/history/pending-deletes'
import { currentLocale, useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import { SampleShowcase } from './sample-showcase'

const RECENT = 8
const SLOTS = Array.from({ length: RECENT }, (_, i) => `slot-${i}`)

/** The last eight designs, each opening its job; before the first one, what the tools make. */
export function RecentDesigns() {
  const query = useQuery(historyQuery({}, RECENT))
  const pending = usePendingDeletes()
  const params = useLocaleParams()
  const lang = currentLocale().htmlLang
  const items = query.data?.items.filter((job) => !pending.has(job.id)) ?? []
  const grid = 'mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4'

  if (query.isSuccess && !items.length) return <SampleShowcase />
  return (
    <section aria-labelledby="recent">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="recent" className="font-display text-xl text-ink">
          {m.dashboard_recent_heading()}
        </h2>
        <Link
          to="/{-$locale}/dashboard/history"
          params={params}
          className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
        >
          {m.dhome_recent_all()}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {query.isSuccess ? (
        <ul className={grid}>
          {items.map((job) => (
            <li key={job.id}>
              <Link
                to="/{-$locale}/dashboard/history/$id"
                params={{ ...params, id: job.id }}
                className="group block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <JobThumb
                  job={job}
                  alt={jobTitle(job, lang)}
                  className="aspect-square w-full transition-colors group-hover:border-line-strong"
                />
                <span className="mt-1.5 block truncate text-xs text-ink-muted" aria-hidden>
                  {jobTitle(job, lang)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={grid} role="status" aria-label={m.hist_loading()}>
          {SLOTS.map((slot) => (
            <li key={slot} className="aspect-square animate-pulse rounded-md bg-surface-raised" aria-hidden />
          ))}
        </ul>
      )}
    </section>
  )
}
