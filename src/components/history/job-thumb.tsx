import { AlertTriangle, Ban, Loader2 } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { JobView } from '@/modules/designs'

/**
 * A job's first picture on white (designs are drawn for paper), or what stands in for it while
 * it runs or after it failed. `alt` names the design; the placeholders are decoration.
 */
export function JobThumb({ job, alt, className }: { job: Pick<JobView, 'status' | 'outputs'>; alt: string; className?: string }) {
  const first = job.outputs[0]
  const more = job.outputs.length - 1
  const box = cn('relative flex items-center justify-center overflow-hidden rounded-md border border-line', className)
  if (first) {
    return (
      <span className={cn(box, 'bg-white')}>
        <img src={first.image_url} alt={alt} loading="lazy" decoding="async" className="size-full object-contain p-1" />
        {more > 0 && (
          <span
            className="absolute right-1 bottom-1 rounded-sm bg-black/70 px-1.5 py-0.5 text-[11px] font-semibold text-white tabular-nums"
            aria-hidden
          >
            +{more}
          </span>
        )}
      </span>
    )
  }
  const Icon = job.status === 'failed' ? AlertTriangle : job.status === 'canceled' ? Ban : Loader2
  return (
    <span className={cn(box, 'bg-surface-raised text-ink-faint')}>
      <Icon
        className={cn('size-6', (job.status === 'queued' || job.status === 'running') && 'animate-spin text-accent')}
        aria-hidden
      />
    </span>
  )
}
