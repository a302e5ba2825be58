import { headFromLoader } from '@/lib/seo'
import { createFileRoute } from '@tanstack/react-router'
import { SectionPreview } from '@/components/marketing/marketing-page'
import { tattooTryOnPage } from '@/components/marketing/tattoo-try-on'
import { sectionParams, sectionSeo } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-try-on/components/$section')({
  params: sectionParams('tattoo-try-on'),
  loader: ({ params, location }) => ({
    head: sectionSeo({
      section: params.section,
      pageTitle: m.tto_title(),
      description: m.tto_description(),
      pathname: location.pathname,
      path: '/tattoo-try-on',
    }),
  }),
  head: headFromLoader,
  component: function SectionPage() {
    const { section } = Route.useParams()
    return (
      <SectionPreview pageName={m.tto_title()} pageTo="/{-$locale}/tattoo-try-on">
        {tattooTryOnPage.render[section]({ standalone: true })}
      </SectionPreview>
    )
  },
})
