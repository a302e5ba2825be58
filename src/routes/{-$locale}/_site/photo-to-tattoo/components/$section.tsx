import { headFromLoader } from '@/lib/seo'
import { createFileRoute } from '@tanstack/react-router'
import { SectionPreview } from '@/components/marketing/marketing-page'
import { photoToTattooPage } from '@/components/marketing/photo-to-tattoo'
import { sectionParams, sectionSeo } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/photo-to-tattoo/components/$section')({
  params: sectionParams('photo-to-tattoo'),
  loader: ({ params, location }) => ({
    head: sectionSeo({
      section: params.section,
      pageTitle: m.ptt_title(),
      description: m.ptt_description(),
      pathname: location.pathname,
      path: '/photo-to-tattoo',
    }),
  }),
  head: headFromLoader,
  component: function SectionPage() {
    const { section } = Route.useParams()
    return (
      <SectionPreview pageName={m.ptt_title()} pageTo="/{-$locale}/photo-to-tattoo">
        {photoToTattooPage.render[section]({ standalone: true })}
      </SectionPreview>
    )
  },
})
