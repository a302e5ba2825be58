import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchOf, textUpTo } from '@/lib/search-params'
import { PricingPage } from '@/components/billing/pricing-page'
import { headFromLoader, seo } from '@/lib/seo'
import { CURRENCIES } from '@/modules/billing/currencies'
import { fetchCatalogue } from '@/modules/billing/billing.functions'
import * as m from '@/paraglide/messages'

// A link's value that does not fit is dropped rather than failing the page.
const parsePricingSearch = searchOf({
  buy: textUpTo(40, { pattern: /^[a-z0-9-]{1,40}$/ }),
  currency: oneOf(CURRENCIES),
  canceled: oneOf([1]),
})

export const Route = createFileRoute('/{-$locale}/_site/pricing')({
  validateSearch: parsePricingSearch,
  loader: async ({ location }) => ({
    catalogue: await fetchCatalogue(),
    head: seo({ title: m.pricing_title(), description: m.pricing_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: function PricingRoute() {
    const { catalogue } = Route.useLoaderData()
    return <PricingPage catalogue={catalogue} search={Route.useSearch()} />
  },
})
