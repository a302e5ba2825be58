import { headFromLoader } from '@/lib/seo'
import { createFileRoute } from '@tanstack/react-router'
import { SectionPreview } from '@/components/marketing/marketing-page'
import { textToTattooPage } from '@/components/marketing/text-to-tattoo'
import { sectionParams, sectionSeo } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/text-to-tattoo/components/$section')({
  params: sectionParams('text-to-tattoo'),
  loader: ({ params, location }) => ({
    head: sectionSeo({
      section: params.section,
      pageTitle: m.ttt_title(),
      description: m.ttt_description(),
      pathname: location.pathname,
      path: '/text-to-tattoo',
    }),
  }),
  head: headFromLoader,
  component: function SectionPage() {
    const { section } = Route.useParams()
    return (
      <SectionPreview pageName={m.ttt_title()} pageTo="/{-$locale}/text-to-tattoo">
        {textToTattooPage.render[section]({ standalone: true })}
      </SectionPreview>
    )
  },
})
