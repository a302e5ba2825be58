import { createFileRoute } from '@tanstack/react-router'
import { photoToTattooPage } from '@/components/marketing/photo-to-tattoo'
import { SectionRouteView, marketingSectionOptions } from '@/components/marketing/route-options'
import * as m from '@/paraglide/messages'

const meta = { title: m.ptt_title, description: m.ptt_description, path: '/photo-to-tattoo', to: '/{-$locale}/photo-to-tattoo' } as const

export const Route = createFileRoute('/{-$locale}/_site/photo-to-tattoo/components/$section')({
  ...marketingSectionOptions(photoToTattooPage, meta),
  component: function SectionPage() {
    const { section } = Route.useParams()
    return <SectionRouteView page={photoToTattooPage} meta={meta} section={section} />
  },
})
