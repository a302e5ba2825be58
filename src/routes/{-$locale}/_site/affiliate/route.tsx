import { Outlet, createFileRoute } from '@tanstack/react-router'
import { ApplicationState } from '@/components/affiliate/application-state'
import { AreaNav } from '@/components/affiliate/area-nav'
import { affiliateQuery, hasAffiliateArea } from '@/components/affiliate/queries'
import { AFFILIATE_STATUS, StatusBadge } from '@/components/affiliate/status-badge'
import { StandingNotice } from '@/components/affiliate/standing-notice'
import { useAffiliate } from '@/components/affiliate/use-affiliate'
import { Container } from '@/components/page'
import { requireLogin } from '@/modules/auth/guards'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate')({
  beforeLoad: requireLogin,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(affiliateQuery(context.userInfo!.user.id))
  },
  component: AffiliateLayout,
})

/**
 * The affiliate area: the tabs for anyone ever approved (a paused or closed account under its
 * notice); for everyone else the state of their application in their place.
 */
function AffiliateLayout() {
  const affiliate = useAffiliate()
  const area = hasAffiliateArea(affiliate.status)
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="eyebrow">{m.affiliate_heading()}</p>
        {area && <StatusBadge status={AFFILIATE_STATUS[affiliate.status]} />}
      </div>
      {area ? (
        <>
          <AreaNav />
          <StandingNotice affiliate={affiliate} />
          <div className="pt-8 sm:pt-10">
            <Outlet />
          </div>
        </>
      ) : (
        <div className="pt-6">
          <ApplicationState affiliate={affiliate} />
        </div>
      )}
    </Container>
  )
}
