import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/components/layout/auth-layout'

export const Route = createFileRoute('/{-$locale}/_auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
})
