import { createFileRoute } from '@tanstack/react-router'
import { searchOf, textUpTo } from '@/lib/search-params'
import { ConfirmPayout } from '@/components/affiliate/confirm-payout'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

// The server checks the token's shape and value; here it is only kept to a sane length.
const parseConfirmSearch = searchOf({ token: textUpTo(200) })

export const Route = createFileRoute('/{-$locale}/_site/affiliate_/confirm-payout')({
  validateSearch: parseConfirmSearch,
  loader: ({ location }) => ({
    head: seo({
      title: m.affiliate_ui_confirm_title(),
      description: m.affiliate_ui_confirm_description(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: function ConfirmPayoutRoute() {
    return <ConfirmPayout token={Route.useSearch().token} />
  },
})
