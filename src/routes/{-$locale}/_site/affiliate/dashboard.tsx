import { createFileRoute } from '@tanstack/react-router'
import { AffiliateDashboard } from '@/components/affiliate/affiliate-dashboard'
import { affiliateQuery, dashboardQuery, hasAffiliateArea, prefetchForPage } from '@/components/affiliate/queries'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/dashboard')({
  loader: async ({ context, location }) => {
    const userId = context.userInfo!.user.id
    const affiliate = await context.queryClient.ensureQueryData(affiliateQuery(userId))
    if (hasAffiliateArea(affiliate.status)) await prefetchForPage(context.queryClient, dashboardQuery(userId))
    return {
      head: seo({
        title: m.affiliate_dashboard_title(),
        description: m.affiliate_dashboard_lede(),
        pathname: location.pathname,
        noindex: true,
      }),
    }
  },
  head: headFromLoader,
  component: AffiliateDashboard,
})
