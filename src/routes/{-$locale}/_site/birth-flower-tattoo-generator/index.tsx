import { createFileRoute } from '@tanstack/react-router'
import { MarketingSections } from '@/components/marketing/marketing-page'
import { birthFlowerPage } from '@/components/marketing/birth-flower'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/birth-flower-tattoo-generator/')({
  head: ({ match }) => seo({ title: m.bft_title(), description: m.bft_description(), pathname: match.pathname }),
  component: () => <MarketingSections page={birthFlowerPage} />,
})
