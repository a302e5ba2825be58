import { AlertTriangle, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import * as m from '@/paraglide/messages'

/** Shapes where the rows will be, at their height, so nothing moves when they arrive. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label ?? m.affiliate_ui_loading()} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((slot) => (
        <div key={slot} className="h-14 animate-pulse rounded-md border border-line bg-surface" aria-hidden />
      ))}
    </div>
  )
}

/** A list or a chart that could not be read: said plainly, with a retry. */
export function LoadError({ onRetry, compact }: { onRetry: () => void; compact?: boolean }) {
  const retry = (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      <RotateCcw aria-hidden />
      {m.affiliate_ui_retry()}
    </Button>
  )
  if (compact)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-danger/40 p-4 text-sm text-ink">
        <AlertTriangle className="size-4 shrink-0 text-danger" aria-hidden />
        <span className="min-w-0 flex-1">{m.affiliate_ui_error_body()}</span>
        {retry}
      </div>
    )
  return (
    <div role="alert">
      <Empty icon={<AlertTriangle />} title={m.affiliate_ui_error_title()} body={m.affiliate_ui_error_body()} action={retry} />
    </div>
  )
}

/**
 * Nothing to list yet: what that means and what to do about it. The heading is an h3 by default:
 * these lists sit in sections that have their own h2.
 */
export function Empty({
  icon,
  title,
  body,
  action,
  level = 3,
}: {
  icon: ReactNode
  title: ReactNode
  body?: ReactNode
  action?: ReactNode
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-line-strong px-6 py-12 text-center">
      <div className="mb-3 text-gold [&_svg]:size-7">{icon}</div>
      <Heading className="font-display text-xl text-ink">{title}</Heading>
      {body && <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">{body}</p>}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  )
}
