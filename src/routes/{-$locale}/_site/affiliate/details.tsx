import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/details')({
  loader: ({ location }) => ({
    head: seo({
      title: m.affiliate_details_title(),
      description: m.affiliate_details_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <PageHeader title={m.affiliate_details_heading()} lede={m.affiliate_details_lede()} />,
})
