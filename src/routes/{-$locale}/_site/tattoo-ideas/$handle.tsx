import { createFileRoute, notFound } from '@tanstack/react-router'
import { searchOf, wholeIn } from '@/lib/search-params'
import { IdeaPage } from '@/components/galleries/idea-page'
import { IdeasListPage } from '@/components/galleries/ideas-list'
import { ideaStructuredData } from '@/components/galleries/structured-data'
import { headFromLoader, seo } from '@/lib/seo'
import { listIdeasFn, viewIdeaFn } from '@/modules/galleries/galleries.functions'
import { parseHandles } from '@/modules/galleries/handle-params'

const parseThemeSearch = searchOf({ page: wholeIn(1, 10_000) })

/** /tattoo-ideas/{handle}: a theme's ideas, or one idea (their handles never collide: content.test.ts). */
export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/$handle')({
  params: { parse: parseHandles('handle'), stringify: (p) => p },
  validateSearch: parseThemeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const locale = params.locale ?? 'en'
    const list = await listIdeasFn({ data: { locale, theme: params.handle, page: deps.page } })
    if (list?.theme) {
      const head = seo({
        title: list.theme.title,
        description: list.theme.description,
        pathname: location.pathname,
        noindex: (deps.page ?? 1) > 1,
        image: list.theme.card,
      })
      return { kind: 'theme' as const, list, head }
    }
    const idea = await viewIdeaFn({ data: { locale, handle: params.handle } })
    if (!idea) throw notFound()
    const head = {
      ...seo({ title: idea.title, description: idea.description, pathname: location.pathname, image: idea.card }),
      scripts: ideaStructuredData(idea, locale),
    }
    return { kind: 'idea' as const, idea, head }
  },
  head: headFromLoader,
  component: function IdeaOrThemeRoute() {
    const data = Route.useLoaderData()
    return data.kind === 'theme' ? <IdeasListPage list={data.list} /> : <IdeaPage idea={data.idea} />
  },
})
