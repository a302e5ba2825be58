import { Link } from '@tanstack/react-router'
import { useLocaleParams } from '@/i18n/use-locale'
import { cn } from '@/lib/cn'
import * as m from '@/paraglide/messages'

/** The mark: a needle drawing one drop of ink inside a ring. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden className={cn('size-7', className)}>
      <circle cx="16" cy="16" r="14.25" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="16" cy="16" r="11.25" stroke="currentColor" strokeOpacity=".35" strokeWidth=".75" strokeDasharray="1 2.2" />
      <path d="M16 3.5v10.25" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M16 14.6c2.7 3.5 4.1 5.8 4.1 7.7a4.1 4.1 0 0 1-8.2 0c0-1.9 1.4-4.2 4.1-7.7Z" fill="var(--c-accent)" />
    </svg>
  )
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('font-brand text-[1.35rem] font-semibold leading-none tracking-tight', className)}>
      Ink<span className="font-normal italic text-gold">draft</span>
    </span>
  )
}

export function Logo({ className }: { className?: string }) {
  const params = useLocaleParams()
  return (
    <Link
      to="/{-$locale}"
      params={params}
      className={cn('inline-flex items-center gap-2.5 rounded-sm text-ink', className)}
      aria-label={m.nav_home_aria()}
    >
      <LogoMark />
      <Wordmark />
    </Link>
  )
}
