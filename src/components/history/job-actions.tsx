import { Link } from '@tanstack/react-router'
import { Heart, PencilLine, RotateCw, Square, Trash2 } from 'lucide-react'
import { TOOLS } from '@/components/layout/nav'
import { Button, buttonVariants } from '@/components/ui/button'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import type { JobView } from '@/modules/designs'
import * as m from '@/paraglide/messages'
import { isLive } from './history-queries'
import type { useJobActions } from './use-job-actions'

type Actions = ReturnType<typeof useJobActions>

/** The favourite heart: a toggle button, filled when on. */
export function FavoriteButton({ job, actions, className }: { job: JobView; actions: Actions; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-pressed={job.favorite}
      aria-label={m.hist_favorite()}
      title={m.hist_favorite()}
      onClick={() => actions.toggleFavorite(job)}
      className={cn(job.favorite && 'text-accent hover:text-accent', className)}
    >
      <Heart className={cn(job.favorite && 'fill-current')} aria-hidden />
    </Button>
  )
}

/** Delete, with undo: the design is hidden at once and goes when the toast closes. */
export function DeleteButton({ job, actions, className }: { job: JobView; actions: Actions; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      onClick={() => actions.remove(job)}
      aria-label={m.hist_delete()}
      title={m.hist_delete()}
      className={cn('hover:text-danger', className)}
    >
      <Trash2 aria-hidden />
    </Button>
  )
}

/**
 * Run again (same params and seed), edit and run (the tool's form filled from this job), cancel
 * while it is in flight, delete with undo. A try-on is made in its editor, so it is only deleted.
 */
export function JobActions({
  job,
  actions,
  withDelete = true,
  className,
}: {
  job: JobView
  actions: Actions
  /** False where the delete button sits elsewhere (beside the heart in a history row). */
  withDelete?: boolean
  className?: string
}) {
  const params = useLocaleParams()
  const tool = TOOLS.find((t) => t.id === job.tool)
  const busy = actions.busy === job.id
  const drawing = job.tool !== 'try-on'
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {drawing && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void actions.rerun(job)}>
          <RotateCw aria-hidden />
          {m.hist_run_again()}
        </Button>
      )}
      {drawing && tool && (
        <Link
          to={tool.app as '/{-$locale}/dashboard/text-to-tattoo'}
          params={params}
          search={{ from: job.id }}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          <PencilLine aria-hidden />
          {m.hist_edit_run()}
        </Link>
      )}
      {isLive(job) && (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void actions.cancel(job)}>
          <Square aria-hidden />
          {m.hist_cancel()}
        </Button>
      )}
      {withDelete && <DeleteButton job={job} actions={actions} className="ml-auto" />}
    </div>
  )
}
