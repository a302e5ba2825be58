import { createFileRoute } from '@tanstack/react-router'
import { AffiliateOverview } from '@/components/affiliate/overview'
import { affiliateQuery, codesQuery, hasAffiliateArea, prefetchForPage } from '@/components/affiliate/queries'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/')({
  loader: async ({ context, location }) => {
    const userId = context.userInfo!.user.id
    const affiliate = await context.queryClient.ensureQueryData(affiliateQuery(userId))
    if (hasAffiliateArea(affiliate.status)) await prefetchForPage(context.queryClient, codesQuery(userId))
    return {
      head: seo({ title: m.affiliate_title(), description: m.affiliate_lede(), pathname: location.pathname, noindex: true }),
    }
  },
  head: headFromLoader,
  component: AffiliateOverview,
})
