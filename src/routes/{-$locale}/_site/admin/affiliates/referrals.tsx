import { createFileRoute } from '@tanstack/react-router'
import { parseReferralsSearch } from '@/components/admin/admin-search'
import { ReferralsAdmin } from '@/components/admin/referrals-admin'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/admin/affiliates/referrals')({
  validateSearch: parseReferralsSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.admin_aff_referrals_title(),
      description: m.admin_aff_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <ReferralsAdmin search={Route.useSearch()} />,
})
