import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'

const tab =
  '-mb-px inline-flex items-center whitespace-nowrap border-b-2 border-transparent px-3 py-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-[status=active]:border-accent data-[status=active]:text-ink'

/** The affiliate area's tabs: links (each a page of its own), scrolling sideways on a phone. */
export function AreaNav() {
  const params = useLocaleParams()
  const row = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // On a phone the last tabs sit past the edge: the current one is brought to the middle, its neighbours in sight.
  useEffect(() => {
    const list = row.current
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (list && active && pathname)
      list.scrollLeft = Math.max(0, active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2)
  }, [pathname])
  return (
    <nav aria-label={m.affiliate_nav_aria()} className="-mx-4 mt-4 border-b border-line px-4 sm:mx-0 sm:px-0">
      <div ref={row} className="flex gap-1 overflow-x-auto [scrollbar-width:none]">
        <Link to="/{-$locale}/affiliate" params={params} activeOptions={{ exact: true }} className={tab}>
          {m.affiliate_nav_overview()}
        </Link>
        <Link to="/{-$locale}/affiliate/dashboard" params={params} className={tab}>
          {m.affiliate_nav_dashboard()}
        </Link>
        <Link to="/{-$locale}/affiliate/details" params={params} className={tab}>
          {m.affiliate_nav_details()}
        </Link>
        <Link to="/{-$locale}/affiliate/settlement" params={params} className={tab}>
          {m.affiliate_nav_settlement()}
        </Link>
        <Link to="/{-$locale}/affiliate/assets" params={params} className={tab}>
          {m.affiliate_nav_assets()}
        </Link>
      </div>
    </nav>
  )
}
