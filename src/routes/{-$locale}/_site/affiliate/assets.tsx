import { createFileRoute } from '@tanstack/react-router'
import { searchOf, wholeIn } from '@/lib/search-params'
import { AssetsPage } from '@/components/affiliate-assets/assets-page'
import { allCodesQuery, codesPageQuery } from '@/components/affiliate-assets/codes-section'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

/** The codes table's page; anything else in the URL is dropped rather than refused. */
const parseAssetsSearch = searchOf({ page: wholeIn(1, 5) })

export const Route = createFileRoute('/{-$locale}/_site/affiliate/assets')({
  validateSearch: parseAssetsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, location, deps }) => {
    const userId = context.userInfo!.user.id
    // The server renders with the codes; the browser shows the page and fills them in (a refusal shows in place).
    const codes = Promise.all([
      context.queryClient.prefetchQuery(allCodesQuery(userId)),
      context.queryClient.prefetchQuery(codesPageQuery(userId, deps.page)),
    ])
    if (typeof window === 'undefined') await codes
    return {
      head: seo({
        title: m.affiliate_assets_title(),
        description: m.affiliate_assets_lede(),
        pathname: location.pathname,
        noindex: true,
      }),
    }
  },
  head: headFromLoader,
  component: AssetsRoute,
})

function AssetsRoute() {
  const { page } = Route.useSearch()
  return <AssetsPage page={page ?? 1} />
}
