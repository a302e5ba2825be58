import { createFileRoute } from '@tanstack/react-router'
import { birthFlowerPage } from '@/components/marketing/birth-flower'
import { MarketingSections, marketingHead } from '@/components/marketing/marketing-page'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/birth-flower-tattoo-generator/')({
  loader: ({ location }) => ({ head: marketingHead(birthFlowerPage, location.pathname) }),
  head: headFromLoader,
  component: () => <MarketingSections page={birthFlowerPage} />,
})
