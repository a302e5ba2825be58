import { createFileRoute } from '@tanstack/react-router'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { QuickStart } from '@/components/dashboard/quick-start'
import { QuotaMeters } from '@/components/dashboard/quota-meters'
import { RecentDesigns } from '@/components/dashboard/recent-designs'
import { useUserInfo } from '@/modules/auth/client/use-session'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/')({
  loader: ({ location }) => ({
    head: seo({ title: m.dashboard_title(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: DashboardPage,
})

function DashboardPage() {
  const info = useUserInfo()
  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={m.dashboard_heading()} lede={m.dashboard_lede()} />
      <div className="mt-8 space-y-10 sm:mt-10">
        {info && <QuotaMeters info={info} />}
        <QuickStart />
        <RecentDesigns />
      </div>
    </div>
  )
}
