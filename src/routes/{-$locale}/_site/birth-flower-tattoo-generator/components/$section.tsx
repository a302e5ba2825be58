import { createFileRoute } from '@tanstack/react-router'
import { birthFlowerPage } from '@/components/marketing/birth-flower'
import { SectionRouteView, marketingSectionOptions } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

const meta = { title: m.bft_title, description: m.bft_description, path: '/birth-flower-tattoo-generator', to: '/{-$locale}/birth-flower-tattoo-generator' } as const

export const Route = createFileRoute('/{-$locale}/_site/birth-flower-tattoo-generator/components/$section')({
  ...marketingSectionOptions(birthFlowerPage, meta),
  component: function SectionPage() {
    const { section } = Route.useParams()
    return <SectionRouteView page={birthFlowerPage} meta={meta} section={section} />
  },
})
