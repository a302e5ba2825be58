import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/affiliate/assets')({
  head: ({ match }) =>
    seo({ title: m.affiliate_assets_title(), description: m.affiliate_assets_lede(), pathname: match.pathname, noindex: true }),
  component: () => <PageHeader title={m.affiliate_assets_heading()} lede={m.affiliate_assets_lede()} />,
})
