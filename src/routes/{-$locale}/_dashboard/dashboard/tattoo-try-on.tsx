import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { TryOnEditor } from '@/components/try-on/try-on-editor'
import { TOOLS } from '@/components/layout/nav'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOLS.find((t) => t.id === 'try-on')!

/** `?design=<job id>&output=<index>`: a result's "Try it on" link; anything malformed is ignored. */
const Search = v.object({
  design: v.optional(v.pipe(v.string(), v.uuid())),
  output: v.optional(v.pipe(v.union([v.number(), v.string()]), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(64))),
})

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/tattoo-try-on')({
  validateSearch: (search) => v.parse(v.fallback(Search, {}), search),
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
