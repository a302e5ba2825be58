import { headFromLoader } from '@/lib/seo'
import { createFileRoute } from '@tanstack/react-router'
import { SectionPreview } from '@/components/marketing/marketing-page'
import { birthFlowerPage } from '@/components/marketing/birth-flower'
import { sectionParams, sectionSeo } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/birth-flower-tattoo-generator/components/$section')({
  params: sectionParams('birth-flower-tattoo-generator'),
  loader: ({ params, location }) => ({
    head: sectionSeo({
      section: params.section,
      pageTitle: m.bft_title(),
      description: m.bft_description(),
      pathname: location.pathname,
      path: '/birth-flower-tattoo-generator',
    }),
  }),
  head: headFromLoader,
  component: function SectionPage() {
    const { section } = Route.useParams()
    return (
      <SectionPreview pageName={m.bft_title()} pageTo="/{-$locale}/birth-flower-tattoo-generator">
        {birthFlowerPage.render[section]({ standalone: true })}
      </SectionPreview>
    )
  },
})
