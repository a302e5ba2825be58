import { DEFAULT_LOCALE, LOCALES, isLocaleCode, type LocaleCode } from './locales.ts'

interface Weighted {
  tag: string
  q: number
  index: number
}

/** Accept-Language entries, best first; wildcard and zero-weight entries dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  const entries: Weighted[] = []
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';')
    const tag = rawTag?.trim()
    if (!tag || tag === '*') return
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) return
    entries.push({ tag, q, index })
  })
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag)
}

const exact = new Map<string, LocaleCode>()
for (const l of LOCALES) {
  exact.set(l.tag.toLowerCase(), l.code)
  exact.set(l.htmlLang.toLowerCase(), l.code)
  exact.set(l.region.toLowerCase(), l.code)
}
// Traditional Chinese is also written in Hong Kong and Macau and named by script.
for (const tag of ['zh-hant', 'zh-hk', 'zh-mo']) exact.set(tag, 'tw')
exact.set('zh-hans', 'zh')
exact.set('zh-sg', 'zh')

/**
 * The first of the reader's languages we have: by exact tag, then by primary subtag
 * (zh-TW → tw, pt-BR → pt, de-AT → de). Each language is tried in the reader's order.
 */
export function matchLocale(languages: readonly string[]): LocaleCode | undefined {
  for (const language of languages) {
    const tag = language.toLowerCase()
    const byTag = exact.get(tag) ?? exact.get(tag.split('-').slice(0, 2).join('-'))
    if (byTag) return byTag
    const primary = tag.split('-')[0]
    if (primary && isLocaleCode(primary) && primary !== 'tw') return primary
  }
  return undefined
}

/**
 * Where a visit to the bare `/` should go: the saved preference first, then the browser's
 * languages. `null` means stay on the English home page.
 */
export function rootRedirectLocale(cookieValue: string | undefined, acceptLanguage: string | null): LocaleCode | null {
  const preferred = isLocaleCode(cookieValue) ? cookieValue : matchLocale(parseAcceptLanguage(acceptLanguage))
  return preferred && preferred !== DEFAULT_LOCALE ? preferred : null
}
