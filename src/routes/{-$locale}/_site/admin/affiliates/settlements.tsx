import { createFileRoute } from '@tanstack/react-router'
import { parseSettlementsSearch } from '@/components/admin/admin-search'
import { SettlementsAdmin } from '@/components/admin/settlements-admin'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/admin/affiliates/settlements')({
  validateSearch: parseSettlementsSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.admin_aff_settlements_title(),
      description: m.admin_aff_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <SettlementsAdmin search={Route.useSearch()} />,
})
