import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '@/components/dashboard/tool-page'
import { TOOLS } from '@/components/layout/nav'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOLS.find((t) => t.id === 'try-on')!

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/tattoo-try-on')({
  loader: ({ location }) => ({
    head: seo({ title: tool.name(), description: m.dashboard_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: () => <ToolPage tool={tool} lede={m.dash_tryon_lede()} />,
})
