import { createFileRoute } from '@tanstack/react-router'
import { IdeaPage, ideaHead } from '@/components/galleries/idea-page'
import { parseHandles } from '@/modules/galleries/handle-params'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/$handle')({
  params: { parse: parseHandles('handle'), stringify: (p) => p },
  head: ({ match, params }) => ideaHead(params.handle, match.pathname),
  component: function IdeaRoute() {
    const { handle } = Route.useParams()
    return <IdeaPage handle={handle} />
  },
})
