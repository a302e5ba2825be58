import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>
}

/** A page's opening: an optional eyebrow, the one h1, and a lede. */
export function PageHeader({
  eyebrow,
  title,
  lede,
  children,
  className,
  align = 'left',
}: {
  eyebrow?: ReactNode
  title: ReactNode
  lede?: ReactNode
  children?: ReactNode
  className?: string
  align?: 'left' | 'center'
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="eyebrow mb-4">{eyebrow}</p>}
      <h1 className="text-display-lg text-ink">{title}</h1>
      {lede && <p className="mt-5 text-lg leading-relaxed text-ink-muted">{lede}</p>}
      {children}
    </div>
  )
}

/** Shown where a list has nothing in it yet; says so plainly and offers the next step. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  className,
}: {
  icon?: ReactNode
  title: ReactNode
  body?: ReactNode
  action?: ReactNode
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-lg border border-dashed border-line-strong px-6 py-14 text-center',
        className,
      )}
    >
      {icon && <div className="mb-4 text-gold [&_svg]:size-8">{icon}</div>}
      <h2 className="font-display text-display-sm text-ink">{title}</h2>
      {body && <p className="mt-2 max-w-md text-ink-muted">{body}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
