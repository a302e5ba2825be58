import { createFileRoute } from '@tanstack/react-router'
import { textToTattooPage } from '@/components/marketing/text-to-tattoo'
import { SectionPreview, sectionHead } from '@/components/marketing/marketing-page'
import { sectionParams } from '@/components/marketing/route-options'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/text-to-tattoo/components/$section')({
  params: sectionParams('text-to-tattoo'),
  loader: ({ params, location }) => ({ head: sectionHead(textToTattooPage, params.section, location.pathname) }),
  head: headFromLoader,
  component: () => <SectionPreview page={textToTattooPage} />,
})
