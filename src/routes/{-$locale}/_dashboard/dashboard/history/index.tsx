import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { History } from 'lucide-react'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { HistoryFilters } from '@/components/history/history-filters'
import { HistoryList } from '@/components/history/history-list'
import { parseHistorySearch } from '@/components/history/history-search'
import { useLocaleParams } from '@/i18n/use-locale'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/history/')({
  validateSearch: parseHistorySearch,
  loader: ({ location }) => ({
    head: seo({ title: m.history_title(), description: m.history_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: HistoryPage,
})

function HistoryPage() {
  const filter = Route.useSearch()
  const navigate = useNavigate()
  const params = useLocaleParams()
  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={m.history_heading()} lede={m.history_lede()} icon={History} />
      <div className="mt-8 sm:mt-10">
        <HistoryFilters filter={filter} />
      </div>
      <div className="mt-6">
        <HistoryList
          filter={filter}
          // A re-run is the newest job: show the first page, where it is, with its tool's filter kept.
          onRerun={(job) => {
            if (filter.page || filter.favorite)
              void navigate({ to: '/{-$locale}/dashboard/history', params, search: { tool: filter.tool && job.tool } })
          }}
        />
      </div>
    </div>
  )
}
