import type { ReactNode } from 'react'

/** The heading and text of an account page inside the blank layout's card. */
export function AuthCard({
  icon,
  title,
  lede,
  children,
}: {
  icon?: ReactNode
  title: ReactNode
  lede?: ReactNode
  children?: ReactNode
}) {
  return (
    <div>
      {icon && <div className="mb-6 inline-flex rounded-full border border-line-strong p-3 text-gold [&_svg]:size-6">{icon}</div>}
      <h1 className="text-display-sm text-ink">{title}</h1>
      {lede && <p className="mt-3 leading-relaxed text-ink-muted">{lede}</p>}
      {children}
    </div>
  )
}
