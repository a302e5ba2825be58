import { createFileRoute } from '@tanstack/react-router'
import { MarketingSections } from '@/components/marketing/marketing-page'
import { birthFlowerPage } from '@/components/marketing/birth-flower'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/birth-flower-tattoo-generator/')({
  loader: ({ location }) => ({
    head: seo({ title: m.bft_title(), description: m.bft_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: () => <MarketingSections page={birthFlowerPage} />,
})
