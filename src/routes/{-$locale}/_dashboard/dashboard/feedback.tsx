import { createFileRoute } from '@tanstack/react-router'
import { MessageSquareText } from 'lucide-react'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/feedback')({
  loader: ({ location }) => ({
    head: seo({ title: m.feedback_title(), description: m.feedback_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: () => (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={m.feedback_heading()} lede={m.feedback_lede()} icon={MessageSquareText} />
    </div>
  ),
})
