import { localeByCode, type LocaleTag } from './locales.ts'
import { splitLocale } from './paths.ts'

/**
 * The page's language as its path names it (`/tw/…` is zh-TW, no prefix is English): what
 * Paraglide's URL strategy finds, read without its URL patterns, so the browser needs neither
 * them nor their URLPattern polyfill (router.tsx, scripts/vite/browser-locale-runtime.ts).
 */
export function localeFromPath(pathname: string): LocaleTag {
  return localeByCode(splitLocale(pathname).code).tag
}
