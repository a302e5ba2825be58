import { getLocale } from '@/paraglide/runtime'
import { localeByTag, LOCALES, type LocaleInfo, type LocalePrefix } from './locales.ts'
import { localeParam } from './paths.ts'

/**
 * The locale of the page being rendered: from the request on the server (Paraglide's
 * middleware), from the URL in the browser. Switching language reloads the page, so this is
 * stable for the life of a document.
 */
export function currentLocale(): LocaleInfo {
  return localeByTag(getLocale()) ?? LOCALES[0]
}

/** `params` for any `/{-$locale}/…` link, keeping the reader in their language. */
export function localeParams(): { locale: LocalePrefix | undefined } {
  return { locale: localeParam(currentLocale().code) }
}

/** The same, for components. */
export const useLocaleParams = localeParams
