import { createFileRoute } from '@tanstack/react-router'
import { MarketingSections } from '@/components/marketing/marketing-page'
import { tattooTryOnPage } from '@/components/marketing/tattoo-try-on'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-try-on/')({
  loader: ({ location }) => ({
    head: seo({ title: m.tto_title(), description: m.tto_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: () => <MarketingSections page={tattooTryOnPage} />,
})
