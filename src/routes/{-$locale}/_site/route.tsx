import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SiteLayout } from '@/components/layout/site-layout'

export const Route = createFileRoute('/{-$locale}/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
