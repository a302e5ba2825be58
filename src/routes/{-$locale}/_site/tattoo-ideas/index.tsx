import { createFileRoute, notFound } from '@tanstack/react-router'
import { searchOf, textUpTo, wholeIn } from '@/lib/search-params'
import { IdeasListPage } from '@/components/galleries/ideas-list'
import { headFromLoader, seo } from '@/lib/seo'
import { listIdeasFn, listStylesFn } from '@/modules/galleries/galleries.functions'
import { HANDLE_PATTERN } from '@/modules/galleries/handle'
import * as m from '@/paraglide/messages'

// A link's value that does not fit is dropped rather than failing the page.
const parseIdeasSearch = searchOf({ page: wholeIn(1, 10_000), style: textUpTo(200, { pattern: HANDLE_PATTERN }) })

export const Route = createFileRoute('/{-$locale}/_site/tattoo-ideas/')({
  validateSearch: parseIdeasSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const locale = params.locale ?? 'en'
    const [list, styles] = await Promise.all([
      listIdeasFn({ data: { locale, page: deps.page, style: deps.style } }),
      deps.style ? listStylesFn({ data: { locale } }) : Promise.resolve(null),
    ])
    if (!list) throw notFound()
    const style = styles?.find((s) => s.handle === deps.style)
    if (deps.style && !style) throw notFound()
    return {
      list,
      style: style && { handle: style.handle, title: style.title },
      head: seo({
        title: m.ideas_title(),
        description: m.ideas_description(),
        pathname: location.pathname,
        // Later pages and a style's selection repeat the ideas' own pages: followed, not indexed.
        noindex: (deps.page ?? 1) > 1 || deps.style !== undefined,
      }),
    }
  },
  head: headFromLoader,
  component: function IdeasRoute() {
    const { list, style } = Route.useLoaderData()
    return <IdeasListPage list={list} style={style} />
  },
})
