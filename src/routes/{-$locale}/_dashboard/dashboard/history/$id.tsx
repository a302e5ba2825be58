import { createFileRoute } from '@tanstack/react-router'
import { JobPage } from '@/components/history/job-page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_dashboard/dashboard/history/$id')({
  loader: ({ location }) => ({
    head: seo({ title: m.hist_job_title(), description: m.hist_job_description(), pathname: location.pathname, noindex: true }),
  }),
  head: headFromLoader,
  component: JobRoute,
})

function JobRoute() {
  const { id } = Route.useParams()
  return <JobPage id={id} />
}
