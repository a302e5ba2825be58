import { createFileRoute } from '@tanstack/react-router'
import { birthFlowerPage } from '@/components/marketing/birth-flower'
import { SectionPreview, sectionHead } from '@/components/marketing/marketing-page'
import { sectionParams } from '@/components/marketing/route-options'
import { headFromLoader } from '@/lib/seo'

export const Route = createFileRoute('/{-$locale}/_site/birth-flower-tattoo-generator/components/$section')({
  params: sectionParams('birth-flower-tattoo-generator'),
  loader: ({ params, location }) => ({ head: sectionHead(birthFlowerPage, params.section, location.pathname) }),
  head: headFromLoader,
  component: () => <SectionPreview page={birthFlowerPage} />,
})
