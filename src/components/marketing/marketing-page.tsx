import { Link, useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocaleParams } from '@/i18n/use-locale'
import { seo } from '@/lib/seo'
import * as m from '@/paraglide/messages'
import { Container } from '../page'
import { SECTION_NAMES, type MarketingPageId, type SectionName } from './section-names'

/**
 * One marketing page, described once: where it lives, its title and description, and its
 * sections in page order (the seed's names, which are also its `/components/<Section>` pages).
 * The page's two routes only point at this description.
 */
export interface MarketingPage<P extends MarketingPageId> {
  id: P
  to: `/{-$locale}/${P}`
  title: () => string
  description: () => string
  render: Record<SectionName<P>, (props: { standalone: boolean }) => ReactNode>
}

export type AnyMarketingPage = { [P in MarketingPageId]: MarketingPage<P> }[MarketingPageId]

const sectionsOf = <P extends MarketingPageId>(page: MarketingPage<P>) => SECTION_NAMES[page.id] as readonly SectionName<P>[]

/** The whole page's head. */
export function marketingHead(page: AnyMarketingPage, pathname: string) {
  return seo({ title: page.title(), description: page.description(), pathname })
}

/** A section on its own is not indexed; its canonical page is the whole marketing page. */
export function sectionHead(page: AnyMarketingPage, section: string, pathname: string) {
  return seo({
    title: `${section} · ${page.title()}`,
    description: page.description(),
    pathname,
    canonicalPath: `/${page.id}`,
    noindex: true,
  })
}

export function MarketingSections<P extends MarketingPageId>({ page }: { page: MarketingPage<P> }) {
  return (
    <>
      {sectionsOf(page).map((name) => (
        <div key={name}>{page.render[name]({ standalone: false })}</div>
      ))}
    </>
  )
}

/** One section on its own page (the route's `$section`), with a way back to the whole page. */
export function SectionPreview<P extends MarketingPageId>({ page }: { page: MarketingPage<P> }) {
  const params = useLocaleParams()
  // The `$section` of the page's own route, already checked by its params.parse (route-options.tsx).
  const section = (useParams({ strict: false }) as { section?: string }).section as SectionName<P>
  return (
    <>
      <Container className="pt-8">
        <h1 className="sr-only">{page.title()}</h1>
        <p className="text-sm text-ink-muted">
          {m.section_preview_note({ page: page.title() })}{' '}
          <Link
            to={page.to as AnyMarketingPage['to']}
            params={params}
            className="text-ink underline decoration-accent underline-offset-4"
          >
            {m.section_preview_link()}
          </Link>
        </p>
      </Container>
      {page.render[section]({ standalone: true })}
    </>
  )
}
