import { getLocale } from '@/paraglide/runtime.js'
import { LOCALE_TAGS } from './locales'

type Variant = (inputs: object) => string

/**
 * A message as the browser's build writes it (docs/decisions/0049-messages-per-locale.md): its
 * function for each language in LOCALES order behind the marker of `locale-assets.ts`, or, in a
 * language's copy of the scripts, that language's function alone.
 */
export function localized(_marker: string, variants: readonly Variant[]) {
  if (variants.length === 1) {
    const only = variants[0]!
    return (inputs: object = {}) => only(inputs)
  }
  // The build's generic copy (the development server does not use this module at all).
  return (inputs: object = {}, options: { locale?: string } = {}) =>
    variants[Math.max(0, (LOCALE_TAGS as readonly string[]).indexOf(options.locale ?? getLocale()))]!(inputs)
}
