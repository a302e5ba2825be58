import { createFileRoute } from '@tanstack/react-router'
import { MessageSquareText } from 'lucide-react'
import { searchOf, textUpTo } from '@/lib/search-params'
import { DashboardHeader } from '@/components/dashboard/tool-page'
import { FeedbackForm } from '@/components/feedback/feedback-form'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

/** `?from=<path>`: the page whose link led here (checked again before it is attached). */
const parseFeedbackSearch = searchOf({ from: textUpTo(500) })

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/feedback')({
  validateSearch: parseFeedbackSearch,
  loader: ({ location }) => ({
    head: seo({ title: m.feedback_title(), description: m.feedback_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: FeedbackPage,
})

function FeedbackPage() {
  const { from } = Route.useSearch()
  return (
    <div className="mx-auto max-w-6xl">
      <DashboardHeader title={m.feedback_heading()} lede={m.feedback_lede()} icon={MessageSquareText} />
      <div className="mt-10 max-w-4xl rounded-lg border border-line bg-surface p-5 sm:p-8">
        <FeedbackForm from={from} />
      </div>
    </div>
  )
}
