import { createFileRoute } from '@tanstack/react-router'
import { tattooTryOnPage } from '@/components/marketing/tattoo-try-on'
import { SectionPreview, sectionHead } from '@/components/marketing/marketing-page'
import { sectionParams } from '@/components/marketing/route-options'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-try-on/components/$section')({
  params: sectionParams('tattoo-try-on'),
  loader: ({ params, location }) => ({ head: sectionHead(tattooTryOnPage, params.section, location.pathname) }),
  head: headFromLoader,
  component: () => <SectionPreview page={tattooTryOnPage} />,
})
