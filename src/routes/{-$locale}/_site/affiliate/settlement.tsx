import { createFileRoute } from '@tanstack/react-router'
import {
  affiliateQuery,
  commissionsQuery,
  hasAffiliateArea,
  prefetchForPage,
  settlementsQuery,
} from '@/components/affiliate/queries'
import { parseSettlementSearch } from '@/components/affiliate/search'
import { SettlementsPage } from '@/components/affiliate/settlements-page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/settlement')({
  validateSearch: parseSettlementSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, location }) => {
    const userId = context.userInfo!.user.id
    const affiliate = await context.queryClient.ensureQueryData(affiliateQuery(userId))
    if (hasAffiliateArea(affiliate.status))
      await Promise.all([
        prefetchForPage(
          context.queryClient,
          settlementsQuery(userId, { status: deps.settlement_status, page: deps.settlement_page ?? 1 }),
        ),
        prefetchForPage(
          context.queryClient,
          commissionsQuery(userId, { status: deps.commission_status, page: deps.commission_page ?? 1 }),
        ),
      ])
    return {
      head: seo({
        title: m.affiliate_settlement_title(),
        description: m.affiliate_settlement_lede(),
        pathname: location.pathname,
        noindex: true,
      }),
    }
  },
  head: headFromLoader,
  component: function SettlementRoute() {
    return <SettlementsPage search={Route.useSearch()} />
  },
})
