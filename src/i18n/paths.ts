import { DEFAULT_LOCALE, isLocalePrefix, type LocaleCode, type LocalePrefix } from './locales.ts'

/** Splits `/de/pricing` into its locale and the English path `/pricing`. */
export function splitLocale(pathname: string): { code: LocaleCode; path: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLocalePrefix(first)) return { code: first, path: match?.[2] || '/' }
  return { code: DEFAULT_LOCALE, path: pathname || '/' }
}

/** The English path `/pricing` in another locale: `/de/pricing`, `/pricing` for English. */
export function localizePath(path: string, code: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (code === DEFAULT_LOCALE) return clean
  return clean === '/' ? `/${code}` : `/${code}${clean}`
}

/** The same page in another language, keeping query and fragment. */
export function switchLocaleHref(location: { pathname: string; search?: string; hash?: string }, target: LocaleCode): string {
  const { path } = splitLocale(location.pathname)
  const search = location.search ? (location.search.startsWith('?') ? location.search : `?${location.search}`) : ''
  const hash = location.hash ? (location.hash.startsWith('#') ? location.hash : `#${location.hash}`) : ''
  return `${localizePath(path, target)}${search}${hash}`
}

/** The route's `{-$locale}` parameter for a locale: undefined for English. */
export function localeParam(code: LocaleCode): LocalePrefix | undefined {
  return isLocalePrefix(code) ? code : undefined
}
