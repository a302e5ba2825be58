import type { ReactNode } from 'react'
import * as m from '@/paraglide/messages'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The default layout: header with language and theme switches, the page, the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="relative z-[2] flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[2100] rounded-sm bg-accent px-4 py-2 text-accent-contrast focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {m.skip_to_content()}
    </a>
  )
}
