import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as m from '@/paraglide/messages'
import type { LocalePath } from './ui/link-button'
import { useLocaleParams } from '@/i18n/use-locale'

/** A way back up to the list a page belongs to. */
export function Breadcrumb({ to, children }: { to: LocalePath; children: ReactNode }) {
  const params = useLocaleParams()
  return (
    <nav aria-label={m.breadcrumb_aria()} className="mb-8 text-sm text-ink-muted">
      <Link to={to as '/{-$locale}'} params={params} className="hover:text-ink">
        {children}
      </Link>
    </nav>
  )
}
