import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/settlement')({
  loader: ({ location }) => ({
    head: seo({
      title: m.affiliate_settlement_title(),
      description: m.affiliate_settlement_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <PageHeader title={m.affiliate_settlement_heading()} lede={m.affiliate_settlement_lede()} />,
})
