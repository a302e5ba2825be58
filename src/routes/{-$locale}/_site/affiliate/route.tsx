import { Link, Outlet, createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '@/modules/auth/guards'
import { Container } from '@/components/page'
import { useLocaleParams } from '@/i18n/use-locale'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate')({
  beforeLoad: requireLogin,
  component: AffiliateLayout,
})

const tab =
  '-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink data-[status=active]:border-accent data-[status=active]:text-ink'

/** The affiliate area: one heading for the programme, a tab for each of its pages. */
function AffiliateLayout() {
  const params = useLocaleParams()
  return (
    <Container className="py-12 sm:py-16">
      <p className="eyebrow mb-3">{m.affiliate_heading()}</p>
      <nav aria-label={m.affiliate_nav_aria()} className="flex gap-1 overflow-x-auto border-b border-line">
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
      </nav>
      <div className="pt-10">
        <Outlet />
      </div>
    </Container>
  )
}
