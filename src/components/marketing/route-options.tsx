import { notFound } from '@tanstack/react-router'
import { SECTION_NAMES, type MarketingPageId, type SectionName } from './section-names'

/**
 * `params` for `<page>/components/$section`: the name must be one of the page's sections, spelled
 * exactly as the seed does; anything else is a 404. Keyed by the page's id, so that checking a
 * URL does not load the page itself.
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
