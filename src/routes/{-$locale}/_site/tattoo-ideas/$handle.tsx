import { createFileRoute } from '@tanstack/react-router'
import { IdeaPage } from '@/components/galleries/idea-page'
import { seo } from '@/lib/seo'
import { nameFromHandle } from '@/modules/galleries/handle'
import { parseHandles } from '@/modules/galleries/handle-params'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/$handle')({
  params: { parse: parseHandles('handle'), stringify: (p) => p },
  head: ({ match, params }) =>
    seo({
      title: m.idea_title({ name: nameFromHandle(params.handle) }),
      description: m.idea_description({ name: nameFromHandle(params.handle) }),
      pathname: match.pathname,
      // Not indexed until the idea has published designs.
      noindex: true,
    }),
  component: function IdeaRoute() {
    const { handle } = Route.useParams()
    return <IdeaPage handle={handle} />
  },
})
