import { createFileRoute } from '@tanstack/react-router'
import { parseCommissionsSearch } from '@/components/admin/admin-search'
import { CommissionsAdmin } from '@/components/admin/commissions-admin'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/admin/affiliates/commissions')({
  validateSearch: parseCommissionsSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.admin_aff_commissions_title(),
      description: m.admin_aff_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <CommissionsAdmin search={Route.useSearch()} />,
})
