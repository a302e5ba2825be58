import { createFileRoute, notFound } from '@tanstack/react-router'
import { IdeaPage } from '@/components/galleries/idea-page'
import { ideaStructuredData } from '@/components/galleries/structured-data'
import { headFromLoader, seo } from '@/lib/seo'
import { viewIdeaFn } from '@/modules/galleries/galleries.functions'
import { parseHandles } from '@/modules/galleries/handle-params'

/** /tattoo-ideas/{theme}/{idea}: the idea, when it is of that theme; its page of record is /tattoo-ideas/{idea}. */
export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/$theme/$handle')({
  params: { parse: parseHandles('theme', 'handle'), stringify: (p) => p },
  loader: async ({ params, location }) => {
    const locale = params.locale ?? 'en'
    const idea = await viewIdeaFn({ data: { locale, handle: params.handle, theme: params.theme } })
    if (!idea) throw notFound()
    const head = {
      ...seo({
        title: idea.title,
        description: idea.description,
        pathname: location.pathname,
        canonicalPath: `/tattoo-ideas/${idea.handle}`,
        image: idea.card,
      }),
      scripts: ideaStructuredData(idea, locale),
    }
    return { idea, head }
  },
  head: headFromLoader,
  component: function ThemedIdeaRoute() {
    return <IdeaPage idea={Route.useLoaderData().idea} />
  },
})
