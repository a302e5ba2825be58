import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaySuccess } from '@/components/billing/pay-success'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

const PaySuccessSearch = v.object({
  checkout: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/))), undefined),
})

export const Route = createFileRoute('/{-$locale}/_site/pay-success')({
  validateSearch: (search) => v.parse(PaySuccessSearch, search),
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
