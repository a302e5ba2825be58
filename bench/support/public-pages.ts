/** The public pages issue 21 measures: home, a tool page, an idea and a style, in English and Japanese. */
export const MEASURED_PUBLIC_PAGES = [
  '/',
  '/ja',
  '/text-to-tattoo',
  '/ja/text-to-tattoo',
  '/tattoo-ideas/rose',
  '/ja/tattoo-ideas/rose',
  '/tattoo-styles/fine-line',
  '/ja/tattoo-styles/fine-line',
]
