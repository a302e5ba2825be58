import { headFromLoader } from '@/lib/seo'
import { createFileRoute } from '@tanstack/react-router'
import { IdeaPage, ideaHead } from '@/components/galleries/idea-page'
import { parseHandles } from '@/modules/galleries/handle-params'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/$handle')({
  params: { parse: parseHandles('handle'), stringify: (p) => p },
  loader: ({ params, location }) => ({ head: ideaHead(params.handle, location.pathname) }),
  head: headFromLoader,
  component: function IdeaRoute() {
    const { handle } = Route.useParams()
    return <IdeaPage handle={handle} />
  },
})
