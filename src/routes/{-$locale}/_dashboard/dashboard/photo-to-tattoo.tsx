import { createFileRoute } from '@tanstack/react-router'
import { ToolPage } from '@/components/dashboard/tool-page'
import { TOOLS } from '@/components/layout/nav'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const tool = TOOLS.find((t) => t.id === 'photo')!

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/photo-to-tattoo')({
  head: ({ match }) =>
    seo({ title: tool.name(), description: m.dashboard_description(), pathname: match.pathname, noindex: true }),
  component: () => <ToolPage tool={tool} lede={m.dash_photo_lede()} />,
})
