import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A titled block of the affiliate pages: a section landmark named by its h2. */
export function Panel({
  id,
  title,
  description,
  actions,
  children,
  className,
}: {
  id: string
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={cn('rounded-lg border border-line bg-surface p-5 sm:p-6', className)}>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="font-display text-xl text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm leading-relaxed text-ink-muted">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  )
}
