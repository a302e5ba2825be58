import { createFileRoute } from '@tanstack/react-router'
import { photoToTattooPage } from '@/components/marketing/photo-to-tattoo'
import { MarketingSections, marketingHead } from '@/components/marketing/marketing-page'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/photo-to-tattoo/')({
  loader: ({ location }) => ({ head: marketingHead(photoToTattooPage, location.pathname) }),
  head: headFromLoader,
  component: () => <MarketingSections page={photoToTattooPage} />,
})
