import { headFromLoader } from '@/lib/seo'
import { createFileRoute } from '@tanstack/react-router'
import { IdeaPage, ideaHead } from '@/components/galleries/idea-page'
import { parseHandles } from '@/modules/galleries/handle-params'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/$theme/$handle')({
  params: { parse: parseHandles('theme', 'handle'), stringify: (p) => p },
  loader: ({ params, location }) => ({ head: ideaHead(params.handle, location.pathname) }),
  head: headFromLoader,
  component: function ThemedIdeaRoute() {
    const { handle, theme } = Route.useParams()
    return <IdeaPage handle={handle} theme={theme} />
  },
})
