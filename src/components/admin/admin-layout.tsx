import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Container } from '@/components/page'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'

const tab =
  '-mb-px whitespace-nowrap rounded-t-sm border-b-2 border-transparent px-3 py-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[status=active]:border-accent data-[status=active]:text-ink'

/** The operator's area of the affiliate programme: one heading, a tab per list. */
export function AdminAffiliateLayout({ children }: { children: ReactNode }) {
  const params = useLocaleParams()
  return (
    <Container className="py-12 sm:py-16">
      <p className="eyebrow mb-3">{m.admin_aff_eyebrow()}</p>
      <h1 className="text-display-md text-ink">{m.admin_aff_heading()}</h1>
      <p className="mt-3 max-w-3xl text-ink-muted">{m.admin_aff_lede()}</p>
      <nav aria-label={m.admin_aff_nav_aria()} className="mt-8 flex gap-1 overflow-x-auto border-b border-line">
        <Link
          to="/{-$locale}/admin/affiliates"
          params={params}
          activeOptions={{ exact: true, includeSearch: false }}
          className={tab}
        >
          {m.admin_aff_nav_affiliates()}
        </Link>
        <Link
          to="/{-$locale}/admin/affiliates/referrals"
          params={params}
          activeOptions={{ includeSearch: false }}
          className={tab}
        >
          {m.admin_aff_nav_referrals()}
        </Link>
        <Link
          to="/{-$locale}/admin/affiliates/commissions"
          params={params}
          activeOptions={{ includeSearch: false }}
          className={tab}
        >
          {m.admin_aff_nav_commissions()}
        </Link>
        <Link
          to="/{-$locale}/admin/affiliates/settlements"
          params={params}
          activeOptions={{ includeSearch: false }}
          className={tab}
        >
          {m.admin_aff_nav_settlements()}
        </Link>
        <Link to="/{-$locale}/admin/affiliates/audit" params={params} activeOptions={{ includeSearch: false }} className={tab}>
          {m.admin_aff_nav_audit()}
        </Link>
      </nav>
      <div className="pt-8">{children}</div>
    </Container>
  )
}
