import { Link } from '@tanstack/react-router'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { currentLocale, useLocaleParams } from '@/i18n/use-locale'
import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { DeleteButton, FavoriteButton, JobActions } from './job-actions'
import { JobStatus } from './job-status'
import { JobThumb } from './job-thumb'
import { jobTitle, toolName } from './job-summary'
import type { useJobActions } from './use-job-actions'
import { dateTimeFormat } from '@/lib/intl-formats'

export const formatJobTime = (unix: number, lang = currentLocale().htmlLang) =>
  dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unix * 1000))

/** One job in the history: its picture and name link to its page; its actions sit beside. */
export function JobRow({ job, actions }: { job: JobView; actions: ReturnType<typeof useJobActions> }) {
  const params = useLocaleParams()
  const lang = currentLocale().htmlLang
  const tool = TOOL_CARDS.find((t) => t.id === job.tool)
  const title = jobTitle(job, lang)
  const link = { to: '/{-$locale}/dashboard/history/$id', params: { ...params, id: job.id } } as const
  return (
    <article
      aria-label={title}
      data-testid="history-job"
      className="grid h-full grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-3 rounded-lg border border-line bg-surface p-3 transition-colors hover:border-line-strong sm:gap-x-4 sm:p-4"
    >
      <Link {...link} tabIndex={-1} aria-hidden className="self-start sm:row-span-2">
        <JobThumb job={job} alt="" className="size-20 sm:size-28" />
      </Link>
      <div className="flex min-w-0 items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs text-ink-muted">
            {tool && <tool.icon className="size-3.5 shrink-0 text-gold" aria-hidden />}
            <span className="truncate">{toolName(job.tool)}</span>
          </p>
          <h3 className="mt-1 line-clamp-2 font-medium leading-snug text-ink [word-break:auto-phrase]">
            <Link {...link} className="hover:underline focus-visible:underline">
              {title}
            </Link>
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <JobStatus job={job} />
            <time className="text-xs text-ink-muted" dateTime={new Date(job.created_at * 1000).toISOString()}>
              {formatJobTime(job.created_at, lang)}
            </time>
          </div>
          {job.status === 'failed' && job.error_message && (
            <p className="mt-1 line-clamp-2 text-xs text-ink-muted">{job.error_message}</p>
          )}
          <p className="sr-only">{m.hist_results_count({ count: String(job.outputs.length) })}</p>
        </div>
        <div className="-mt-1 -mr-1 flex">
          <FavoriteButton job={job} actions={actions} />
          <DeleteButton job={job} actions={actions} />
        </div>
      </div>
      <JobActions job={job} actions={actions} withDelete={false} className="col-span-2 self-end sm:col-span-1 sm:col-start-2" />
    </article>
  )
}
