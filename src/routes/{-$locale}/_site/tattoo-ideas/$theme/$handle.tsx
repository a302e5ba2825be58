import { createFileRoute } from '@tanstack/react-router'
import { IdeaPage, ideaHead } from '@/components/galleries/idea-page'
import { parseHandles } from '@/modules/galleries/handle-params'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/$theme/$handle')({
  params: { parse: parseHandles('theme', 'handle'), stringify: (p) => p },
  head: ({ match, params }) => ideaHead(params.handle, match.pathname),
  component: function ThemedIdeaRoute() {
    const { handle, theme } = Route.useParams()
    return <IdeaPage handle={handle} theme={theme} />
  },
})
