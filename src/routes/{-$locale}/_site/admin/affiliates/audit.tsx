import { createFileRoute } from '@tanstack/react-router'
import { parseAuditSearch } from '@/components/admin/admin-search'
import { AuditAdmin } from '@/components/admin/audit-admin'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/admin/affiliates/audit')({
  validateSearch: parseAuditSearch,
  loader: ({ location }) => ({
    head: seo({ title: m.admin_aff_audit_title(), description: m.admin_aff_lede(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: () => <AuditAdmin search={Route.useSearch()} />,
})
