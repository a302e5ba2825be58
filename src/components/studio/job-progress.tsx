import { AlertTriangle, Ban, RotateCcw, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { currentLocale } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import type { JobState } from './job-state'

const STEPS: Record<string, () => string> = {
  drawing: m.studio_step_drawing,
  prompting: m.studio_step_prompting,
  rendering: m.studio_step_rendering,
  tracing: m.studio_step_tracing,
  storing: m.studio_step_storing,
}

export const stepName = (step: string | null) => (step && STEPS[step] ? STEPS[step]() : m.studio_step_working())

/** "in about 20 seconds", "in about 2 minutes", in the reader's language; null once it is due. */
export function startsIn(estimatedStart: number | null, nowMs: number, htmlLang: string): string | null {
  if (estimatedStart === null) return null
  const seconds = Math.round(estimatedStart - nowMs / 1000)
  if (seconds < 5) return null
  const format = new Intl.RelativeTimeFormat(htmlLang, { numeric: 'auto' })
  return seconds < 90 ? format.format(Math.ceil(seconds / 5) * 5, 'second') : format.format(Math.round(seconds / 60), 'minute')
}

function queuedText(position: number | null): string {
  if (position === null || position <= 0) return m.studio_queued_next()
  return m.studio_queued_position({ ahead: position })
}

/**
 * Where the job is: waiting in line (how many ahead, when it should start), running (a bar and
 * the step), failed (why, and a retry) or canceled; with a cancel button while it can be.
 */
export function JobProgress({ state, onCancel, onRetry }: { state: JobState; onCancel: () => void; onRetry: () => void }) {
  if (state.phase === 'idle' || state.phase === 'succeeded') return null

  if (state.phase === 'failed')
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-lg border border-line-strong bg-surface p-4 sm:flex-row sm:items-center"
      >
        <AlertTriangle className="size-5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">{m.studio_failed_title()}</p>
          <p className="mt-0.5 text-sm text-ink-muted">{state.message ?? m.studio_failed_body()}</p>
          <p className="mt-0.5 text-sm text-ink-muted">{m.studio_failed_refund()}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onRetry} className="self-start sm:self-center">
          <RotateCcw aria-hidden />
          {m.action_try_again()}
        </Button>
      </div>
    )

  if (state.phase === 'canceled')
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg border border-line bg-surface p-4 text-sm text-ink-muted">
        <Ban className="size-4 shrink-0" aria-hidden />
        {m.studio_canceled()}
      </p>
    )

  const fraction = state.phase === 'running' ? Math.min(1, Math.max(0, state.fraction)) : 0
  const percent = Math.round(fraction * 100)
  const label =
    state.phase === 'sending' ? m.studio_sending() : state.phase === 'queued' ? queuedText(state.position) : stepName(state.step)
  const eta = state.phase === 'queued' ? startsIn(state.estimatedStart, Date.now(), currentLocale().htmlLang) : null

  return (
    <div className="rounded-lg border border-line bg-surface p-4" data-testid="job-progress" data-phase={state.phase}>
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1" aria-live="polite">
          <p className="font-medium text-ink">{label}</p>
          <p className="text-sm text-ink-muted">
            {state.phase === 'running'
              ? m.studio_running_percent({ percent })
              : eta
                ? m.studio_queued_eta({ when: eta })
                : m.studio_queued_soon()}
          </p>
        </div>
        {(state.phase === 'queued' || state.phase === 'running') && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <X aria-hidden />
            {m.action_cancel()}
          </Button>
        )}
      </div>
      <div
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface-raised"
        role="progressbar"
        aria-label={m.studio_progress_aria()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.phase === 'running' ? percent : undefined}
      >
        <div
          className={
            state.phase === 'running'
              ? 'h-full rounded-full bg-accent transition-[width] duration-300 ease-out'
              : 'h-full w-1/3 animate-pulse rounded-full bg-line-strong motion-reduce:animate-none'
          }
          style={state.phase === 'running' ? { width: `${Math.max(4, percent)}%` } : undefined}
        />
      </div>
    </div>
  )
}
