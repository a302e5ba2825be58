import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocaleParams } from '@/i18n/use-locale'

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

/** "No account yet? Create one": the line under the login and sign-up cards that leads to the other. */
export function AuthSwitch({
  prompt,
  to,
  label,
}: {
  prompt: string
  to: '/{-$locale}/login' | '/{-$locale}/register'
  label: string
}) {
  const params = useLocaleParams()
  return (
    <p className="mt-8 text-center text-sm text-ink-muted">
      {prompt}{' '}
      <Link to={to} params={params} className="font-medium text-ink underline decoration-accent underline-offset-4">
        {label}
      </Link>
    </p>
  )
}
