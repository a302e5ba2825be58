import { createFileRoute } from '@tanstack/react-router'
import { tattooTryOnPage } from '@/components/marketing/tattoo-try-on'
import { MarketingSections, marketingHead } from '@/components/marketing/marketing-page'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-try-on/')({
  loader: ({ location }) => ({ head: marketingHead(tattooTryOnPage, location.pathname) }),
  head: headFromLoader,
  component: () => <MarketingSections page={tattooTryOnPage} />,
})
