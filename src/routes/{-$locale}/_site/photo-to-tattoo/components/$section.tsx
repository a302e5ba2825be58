import { createFileRoute } from '@tanstack/react-router'
import { photoToTattooPage } from '@/components/marketing/photo-to-tattoo'
import { SectionPreview, sectionHead } from '@/components/marketing/marketing-page'
import { sectionParams } from '@/components/marketing/route-options'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/photo-to-tattoo/components/$section')({
  params: sectionParams('photo-to-tattoo'),
  loader: ({ params, location }) => ({ head: sectionHead(photoToTattooPage, params.section, location.pathname) }),
  head: headFromLoader,
  component: () => <SectionPreview page={photoToTattooPage} />,
})
