import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import type { LocaleCode } from '@/i18n/locales'

/** Locales whose text the system's CJK faces draw, Latin included (styles/app.css). */
const CJK: readonly LocaleCode[] = ['ja', 'ko', 'tw', 'zh']

/**
 * The web fonts the first paint of a page in `locale` draws with, to fetch beside the stylesheet
 * rather than after it: the page paints before its scripts load (ADR 44), so a face that arrived
 * late would swap in and move the text. Fraunces draws the wordmark in every language; Inter the
 * text of the Latin-script ones.
 */
export function fontPreloads(locale: LocaleCode) {
  const files = CJK.includes(locale) ? [frauncesLatin] : [frauncesLatin, interLatin]
  return files.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' as const }))
}
