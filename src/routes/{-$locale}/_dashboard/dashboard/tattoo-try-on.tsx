import { createFileRoute } from '@tanstack/react-router'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { TryOnEditor } from '@/components/try-on/try-on-editor'
import { TOOLS } from '@/components/layout/nav'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOLS.find((t) => t.id === 'try-on')!

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/tattoo-try-on')({
  loader: ({ location }) => ({
    head: seo({ title: tool.name(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: () => (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={tool.name()} lede={m.dash_tryon_lede()} icon={tool.icon} />
      <TryOnEditor />
    </div>
  ),
})
