import { createFileRoute } from '@tanstack/react-router'
import { searchOf, textUpTo } from '@/lib/search-params'
import { PaySuccess } from '@/components/billing/pay-success'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const parsePaySuccessSearch = searchOf({ checkout: textUpTo(64, { pattern: /^[a-z0-9-]{1,64}$/ }) })

export const Route = createFileRoute('/{-$locale}/_site/pay-success')({
  validateSearch: parsePaySuccessSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.pay_success_title(),
      description: m.pay_success_description(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: function PaySuccessRoute() {
    return <PaySuccess checkoutId={Route.useSearch().checkout} />
  },
})
