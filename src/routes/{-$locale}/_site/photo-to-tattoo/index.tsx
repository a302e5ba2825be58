import { createFileRoute } from '@tanstack/react-router'
import { MarketingSections } from '@/components/marketing/marketing-page'
import { photoToTattooPage } from '@/components/marketing/photo-to-tattoo'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/photo-to-tattoo/')({
  loader: ({ location }) => ({
    head: seo({ title: m.ptt_title(), description: m.ptt_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: () => <MarketingSections page={photoToTattooPage} />,
})
