import { createFileRoute } from '@tanstack/react-router'
import { AffiliatesAdmin } from '@/components/admin/affiliates-admin'
import { parseAffiliatesSearch } from '@/components/admin/admin-search'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/admin/affiliates/')({
  validateSearch: parseAffiliatesSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.admin_aff_affiliates_title(),
      description: m.admin_aff_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <AffiliatesAdmin search={Route.useSearch()} />,
})
