import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminAffiliateLayout } from '@/components/admin/admin-layout'
import { requireAdmin } from '@/modules/auth/guards'

export const Route = createFileRoute('/{-$locale}/_site/admin/affiliates')({
  beforeLoad: requireAdmin,
  component: () => (
    <AdminAffiliateLayout>
      <Outlet />
    </AdminAffiliateLayout>
  ),
})
