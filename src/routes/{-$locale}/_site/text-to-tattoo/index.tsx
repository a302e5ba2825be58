import { createFileRoute } from '@tanstack/react-router'
import { textToTattooPage } from '@/components/marketing/text-to-tattoo'
import { MarketingSections, marketingHead } from '@/components/marketing/marketing-page'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/text-to-tattoo/')({
  loader: ({ location }) => ({ head: marketingHead(textToTattooPage, location.pathname) }),
  head: headFromLoader,
  component: () => <MarketingSections page={textToTattooPage} />,
})
