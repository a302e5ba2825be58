/**
 * The pages search engines are asked to index, in their English form, beside the galleries'
 * own (themes, ideas, styles). Every other page says `noindex` (forms, account and dashboard
 * pages, sections shown alone); a test holds the two lists together (tests/integration/seo.test.ts).
 */
export const INDEXED_PAGES = [
  '/',
  '/text-to-tattoo',
  '/birth-flower-tattoo-generator',
  '/photo-to-tattoo',
  '/tattoo-try-on',
  '/tattoo-ideas',
  '/tattoo-styles',
  '/pricing',
  '/affiliation',
  '/privacy',
  '/terms',
  '/credits',
] as const
