import type { ReactNode } from 'react'

/** A tab's own heading: the page's one h1, under the area's eyebrow and tabs. */
export function AreaHeader({ title, lede, children }: { title: ReactNode; lede?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <h1 className="text-display-md text-ink">{title}</h1>
        {lede && <p className="mt-3 leading-relaxed text-ink-muted">{lede}</p>}
      </div>
      {children && <div className="flex shrink-0 flex-wrap gap-2">{children}</div>}
    </div>
  )
}
