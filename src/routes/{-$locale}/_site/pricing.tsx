import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PricingPage } from '@/components/billing/pricing-page'
import { headFromLoader, seo } from '@/lib/seo'
import { CURRENCIES } from '@/modules/billing'
import { fetchCatalogue } from '@/modules/billing/billing.functions'
import * as m from '@/paraglide/messages'

// A link's value that does not fit is dropped rather than failing the page.
const PricingSearch = v.object({
  buy: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/))), undefined),
  currency: v.fallback(v.optional(v.picklist(CURRENCIES)), undefined),
  canceled: v.fallback(v.optional(v.literal(1)), undefined),
})

export const Route = createFileRoute('/{-$locale}/_site/pricing')({
  validateSearch: (search) => v.parse(PricingSearch, search),
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
