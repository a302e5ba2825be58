import { Link, createFileRoute } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Container, PageHeader } from '@/components/page'
import { useLocaleParams } from '@/i18n/use-locale'
import { headFromLoader, seo } from '@/lib/seo'
import { STYLE_CATALOGUE } from '@/modules/galleries/style-catalogue'
import { STYLE_DESCRIPTIONS } from '@/modules/galleries/style-descriptions'
import * as m from '@/paraglide/messages'

export const Route = createFileRoute('/{-$locale}/_site/tattoo-styles/')({
  loader: ({ location }) => ({
    head: seo({ title: m.styles_title(), description: m.styles_description(), pathname: location.pathname }),
  }),
  head: headFromLoader,
  component: StylesPage,
})

function StylesPage() {
  const params = useLocaleParams()
  return (
    <Container className="py-16 sm:py-24">
      <PageHeader eyebrow={m.styles_eyebrow()} title={m.styles_heading()} lede={m.styles_lede()} />
      <ul className="mt-12 grid gap-px overflow-hidden rounded-lg border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
        {STYLE_CATALOGUE.map((style, i) => (
          <li key={style.handle} className="bg-surface">
            <Link
              to="/{-$locale}/tattoo-styles/$handle"
              params={{ ...params, handle: style.handle }}
              className="group flex h-full flex-col p-7 transition-colors hover:bg-surface-raised"
            >
              <span className="font-display text-sm italic text-ink-faint" aria-hidden>
                {String(i + 1).padStart(2, '0')}
              </span>
              <span className="mt-3 font-display text-xl text-ink group-hover:text-accent">{style.name()}</span>
              <span className="mt-2 flex-1 leading-relaxed text-ink-muted">{STYLE_DESCRIPTIONS[style.handle]()}</span>
              <ArrowRight
                className="mt-5 size-4 text-ink-faint transition-transform group-hover:translate-x-0.5 group-hover:text-accent"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  )
}
