import { createFileRoute } from '@tanstack/react-router'
import { MarketingSections } from '@/components/marketing/marketing-page'
import { photoToTattooPage } from '@/components/marketing/photo-to-tattoo'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/photo-to-tattoo/')({
  head: ({ match }) => seo({ title: m.ptt_title(), description: m.ptt_description(), pathname: match.pathname }),
  component: () => <MarketingSections page={photoToTattooPage} />,
})
