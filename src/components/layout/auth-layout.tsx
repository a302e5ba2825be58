import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { SkipLink } from './site-layout'
import { ThemeSwitcher } from './theme-switcher'

/** The blank layout of the sign-in and sign-up pages: the brand, one card, nothing to wander off to. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const params = useLocaleParams()
  return (
    <div className="relative flex min-h-dvh flex-col">
      <SkipLink />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-[radial-gradient(60%_60%_at_50%_0%,var(--c-accent-soft),transparent)]"
      />
      <header className="relative z-[2] mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <div className="flex items-center gap-1">
          <LanguageSwitcher compact />
          <ThemeSwitcher />
        </div>
      </header>
      <main id="main" className="relative z-[2] flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-lg border border-line bg-surface p-8 shadow-card sm:p-10">{children}</div>
      </main>
      <footer className="relative z-[2] flex justify-center gap-6 px-4 pb-8 text-xs text-ink-muted">
        <Link to="/{-$locale}/privacy" params={params} className="hover:text-ink">
          {m.nav_privacy()}
        </Link>
        <Link to="/{-$locale}/terms" params={params} className="hover:text-ink">
          {m.nav_terms()}
        </Link>
      </footer>
    </div>
  )
}
