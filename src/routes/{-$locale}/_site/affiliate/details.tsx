import { createFileRoute } from '@tanstack/react-router'
import { affiliateQuery, hasAffiliateArea, prefetchForPage, recordsQuery } from '@/components/affiliate/queries'
import { RecordsPage } from '@/components/affiliate/records-page'
import { parseRecordSearch, recordFilterOf } from '@/components/affiliate/search'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/details')({
  validateSearch: parseRecordSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, location }) => {
    const userId = context.userInfo!.user.id
    const affiliate = await context.queryClient.ensureQueryData(affiliateQuery(userId))
    if (hasAffiliateArea(affiliate.status)) await prefetchForPage(context.queryClient, recordsQuery(userId, recordFilterOf(deps)))
    return {
      head: seo({
        title: m.affiliate_details_title(),
        description: m.affiliate_details_lede(),
        pathname: location.pathname,
        noindex: true,
      }),
    }
  },
  head: headFromLoader,
  component: function DetailsRoute() {
    return <RecordsPage search={Route.useSearch()} />
  },
})
