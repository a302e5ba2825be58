import { notFound } from '@tanstack/react-router'
import { seo } from '@/lib/seo'
import { SectionPreview, isSection, MarketingSections, type MarketingPage } from './marketing-page'

type PageTo = '/{-$locale}/text-to-tattoo' | '/{-$locale}/birth-flower-tattoo-generator' | '/{-$locale}/photo-to-tattoo' | '/{-$locale}/tattoo-try-on'

interface PageMeta {
  title: () => string
  description: () => string
  /** The page's English path, e.g. `/text-to-tattoo`. */
  path: string
  to: PageTo
}

/** Options for a marketing page route: all its sections, its localized head. */
export function marketingPageOptions<S extends string>(page: MarketingPage<S>, meta: PageMeta) {
  return {
    head: ({ match }: { match: { pathname: string } }) => seo({ title: meta.title(), description: meta.description(), pathname: match.pathname }),
    component: () => <MarketingSections page={page} />,
  }
}

/**
 * Options for `<page>/components/$section`: one section on its own. The name must be one of the
 * page's sections, exactly as the seed spells it; anything else is a 404.
 */
export function marketingSectionOptions<S extends string>(page: MarketingPage<S>, meta: PageMeta) {
  return {
    params: {
      parse: ({ section }: { section: string }): { section: S } => {
        if (!isSection(page, section)) throw notFound()
        return { section }
      },
      stringify: ({ section }: { section: S }) => ({ section }),
    },
    head: ({ match, params }: { match: { pathname: string }; params: { section: S } }) =>
      seo({
        title: `${params.section} · ${meta.title()}`,
        description: meta.description(),
        pathname: match.pathname,
        canonicalPath: meta.path,
        noindex: true,
      }),
  }
}

export function SectionRouteView<S extends string>({ page, meta, section }: { page: MarketingPage<S>; meta: PageMeta; section: S }) {
  return (
    <SectionPreview pageName={meta.title()} pageTo={meta.to}>
      {page.render[section]({ standalone: true })}
    </SectionPreview>
  )
}
