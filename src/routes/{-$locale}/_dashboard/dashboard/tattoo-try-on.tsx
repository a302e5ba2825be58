import { createFileRoute } from '@tanstack/react-router'
import { searchOf, uuid, wholeIn } from '@/lib/search-params'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { TryOnEditor } from '@/components/try-on/try-on-editor'
import { TOOL_CARDS } from '@/components/layout/tool-cards'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOL_CARDS.find((t) => t.id === 'try-on')!

/** `?design=<job id>&output=<index>`: a result's "Try it on" link; anything malformed is ignored. */
const parseTryOnSearch = searchOf({ design: uuid, output: wholeIn(1, 64, { numbersFromText: true }) })

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/tattoo-try-on')({
  validateSearch: parseTryOnSearch,
  loader: ({ location }) => ({
    head: seo({ title: tool.name(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: TryOnPage,
})

function TryOnPage() {
  const { design, output } = Route.useSearch()
  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={tool.name()} lede={m.dash_tryon_lede()} icon={tool.icon} />
      <TryOnEditor preset={design ? { job: design, output: output ?? 1 } : undefined} />
    </div>
  )
}
