import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/dashboard')({
  head: ({ match }) =>
    seo({
      title: m.affiliate_dashboard_title(),
      description: m.affiliate_dashboard_lede(),
      pathname: match.pathname,
      noindex: true,
    }),
  component: () => <PageHeader title={m.affiliate_dashboard_heading()} lede={m.affiliate_dashboard_lede()} />,
})
