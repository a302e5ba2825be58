import { createFileRoute } from '@tanstack/react-router'
import { History } from 'lucide-react'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { EmptyState } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { LinkButton } from '@/components/ui/link-button'

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/history')({
  loader: ({ location }) => ({
    head: seo({ title: m.history_title(), description: m.history_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: HistoryPage,
})

function HistoryPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={m.history_heading()} lede={m.history_lede()} icon={History} />
      <EmptyState
        className="mt-12"
        icon={<History />}
        title={m.history_empty_title()}
        body={m.history_empty_body()}
        action={<LinkButton to="/{-$locale}/dashboard">{m.cta_start_designing()}</LinkButton>}
      />
    </div>
  )
}
