import { notFound } from '@tanstack/react-router'
import { seo } from '@/lib/seo'
import { SECTION_NAMES, type MarketingPageId, type SectionName } from './section-names'

/**
 * `params` for `<page>/components/$section`: the name must be one of the page's sections, spelled
 * exactly as the seed does; anything else is a 404.
 */
export function sectionParams<P extends MarketingPageId>(page: P) {
  const names: readonly string[] = SECTION_NAMES[page]
  return {
    parse: ({ section }: { section: string }): { section: SectionName<P> } => {
      if (!names.includes(section)) throw notFound()
      return { section: section as SectionName<P> }
    },
    stringify: ({ section }: { section: SectionName<P> }) => ({ section }),
  }
}

/** A section on its own is not indexed; its canonical page is the whole marketing page. */
export function sectionSeo(input: { section: string; pageTitle: string; description: string; pathname: string; path: string }) {
  return seo({
    title: `${input.section} · ${input.pageTitle}`,
    description: input.description,
    pathname: input.pathname,
    canonicalPath: input.path,
    noindex: true,
  })
}
