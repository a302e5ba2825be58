import { isLocaleCode, type LocaleCode } from '@/i18n/locales'
import { localizePath } from '@/i18n/paths'

/** An absolute link to one of our pages in the reader's language, for e-mails. */
export function pageUrl(
  publicUrl: string,
  path: string,
  locale: string | null | undefined,
  query: Record<string, string> = {},
): string {
  const code: LocaleCode = isLocaleCode(locale) ? locale : 'en'
  const url = new URL(localizePath(path, code), publicUrl)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}
