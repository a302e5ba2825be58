import { AlertTriangle, Ban, Check, Clock, Loader2 } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'

const percent = (fraction: number) => String(Math.round(Math.min(1, Math.max(0, fraction)) * 100))

/** A job's state in words, with its progress while it runs. */
export function JobStatus({ job, className }: { job: Pick<JobView, 'status' | 'progress'>; className?: string }) {
  if (job.status === 'running' || job.status === 'queued') {
    const running = job.status === 'running'
    const label = running ? m.hist_status_running({ percent: percent(job.progress) }) : m.hist_status_queued()
    return (
      <div className={cn('text-sm', className)} role="status">
        <span className="inline-flex items-center gap-1.5 font-medium text-ink">
          {running ? (
            <Loader2 className="size-3.5 animate-spin text-accent" aria-hidden />
          ) : (
            <Clock className="size-3.5 text-ink-muted" aria-hidden />
          )}
          {label}
        </span>
        <div
          className="mt-1.5 h-1 w-full max-w-48 overflow-hidden rounded-full bg-surface-raised"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(percent(running ? job.progress : 0))}
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-500"
            style={{ width: `${percent(running ? job.progress : 0)}%` }}
          />
        </div>
      </div>
    )
  }
  const look = {
    succeeded: { icon: Check, text: m.hist_status_succeeded(), tone: 'text-success' },
    failed: { icon: AlertTriangle, text: m.hist_status_failed(), tone: 'text-danger' },
    canceled: { icon: Ban, text: m.hist_status_canceled(), tone: 'text-ink-muted' },
  }[job.status]
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', look.tone, className)}>
      <look.icon className="size-3.5" aria-hidden />
      {look.text}
    </span>
  )
}
