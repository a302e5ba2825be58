import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '@/modules/auth/guards'
import { DashboardLayout } from '@/components/layout/dashboard-layout'

export const Route = createFileRoute('/{-$locale}/_dashboard')({
  beforeLoad: requireLogin,
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
})
