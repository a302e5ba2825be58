import { createFileRoute } from '@tanstack/react-router'
import { MarketingSections } from '@/components/marketing/marketing-page'
import { textToTattooPage } from '@/components/marketing/text-to-tattoo'
import { headFromLoader, seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/text-to-tattoo/')({
  loader: ({ location }) => ({
    head: seo({ title: m.ttt_title(), description: m.ttt_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: () => <MarketingSections page={textToTattooPage} />,
})
