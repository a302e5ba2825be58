import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/dashboard')({
  loader: ({ location }) => ({
    head: seo({
      title: m.affiliate_dashboard_title(),
      description: m.affiliate_dashboard_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <PageHeader title={m.affiliate_dashboard_heading()} lede={m.affiliate_dashboard_lede()} />,
})
