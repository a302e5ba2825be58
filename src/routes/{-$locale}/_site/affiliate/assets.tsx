import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/assets')({
  loader: ({ location }) => ({
    head: seo({
      title: m.affiliate_assets_title(),
      description: m.affiliate_assets_lede(),
      pathname: location.pathname,
      noindex: true,
    }),
  }),
  head: headFromLoader,
  component: () => <PageHeader title={m.affiliate_assets_heading()} lede={m.affiliate_assets_lede()} />,
})
