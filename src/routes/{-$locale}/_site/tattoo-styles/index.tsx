import { createFileRoute } from '@tanstack/react-router'
import { Container, PageHeader } from '@/components/page'
import { GalleryGrid } from '@/components/galleries/gallery-card'
import { headFromLoader, seo } from '@/lib/seo'
import { listStylesFn } from '@/modules/galleries/galleries.functions'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-styles/')({
  loader: async ({ params, location }) => ({
    styles: await listStylesFn({ data: { locale: params.locale ?? 'en' } }),
    head: seo({ title: m.styles_title(), description: m.styles_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: StylesPage,
})

function StylesPage() {
  const { styles } = Route.useLoaderData()
  return (
    <Container className="py-16 sm:py-24">
      <PageHeader eyebrow={m.styles_eyebrow()} title={m.styles_heading()} lede={m.styles_lede()} />
      <GalleryGrid to="/{-$locale}/tattoo-styles/$handle" items={styles} eagerFirst={4} lines={3} className="mt-12" />
    </Container>
  )
}
