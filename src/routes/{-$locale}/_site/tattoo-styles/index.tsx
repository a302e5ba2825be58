import { Link, createFileRoute } from '@tanstack/react-router'
import { Container, PageHeader } from '@/components/page'
import { DesignImage } from '@/components/galleries/design-image'
import { useLocaleParams } from '@/i18n/use-locale'
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
  const params = useLocaleParams()
  const { styles } = Route.useLoaderData()
  return (
    <Container className="py-16 sm:py-24">
      <PageHeader eyebrow={m.styles_eyebrow()} title={m.styles_heading()} lede={m.styles_lede()} />
      <ul className="mt-12 grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-4 sm:gap-y-8 lg:grid-cols-3 xl:grid-cols-4">
        {styles.map((style, i) => (
          <li key={style.handle}>
            <Link
              to="/{-$locale}/tattoo-styles/$handle"
              params={{ ...params, handle: style.handle }}
              className="group flex h-full flex-col rounded-lg p-2 transition-colors hover:bg-surface-raised"
            >
              <DesignImage image={style.image} eager={i < 4} sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, 45vw" />
              <span className="mt-3 px-1 font-display text-lg text-ink group-hover:text-accent">{style.title}</span>
              <span className="mt-1 line-clamp-3 px-1 text-sm leading-relaxed text-ink-muted">{style.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  )
}
