import { currentLocale } from '@/i18n/use-locale'
import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { formatJobTime } from './job-row'
import { paramRows } from './job-summary'

/** The settings that made a job, as a description list. */
export function JobParams({ job }: { job: JobView }) {
  const lang = currentLocale().htmlLang
  const rows = paramRows(job, lang, (unix) => formatJobTime(unix, lang))
  return (
    <section aria-labelledby="job-params" className="self-start rounded-lg border border-line bg-surface p-4 sm:p-5">
      <h2 id="job-params" className="font-display text-xl text-ink">
        {m.hist_job_params_heading()}
      </h2>
      <dl className="mt-4 divide-y divide-line text-sm">
        {rows.map((row) => (
          <div key={row.id} className="grid grid-cols-[minmax(7rem,40%)_1fr] gap-3 py-2.5 first:pt-0 last:pb-0">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className={row.id === 'failure' ? 'text-danger' : 'break-words text-ink'}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
