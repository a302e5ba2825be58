import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const ROOT = resolve(import.meta.dirname, '../..')
const RUNTIME = /[\\/]src[\\/]paraglide[\\/]runtime\.js$/
const BROWSER_RUNTIME = '\0inkdraft:browser-locale-runtime'

/**
 * The browser's build gets its own Paraglide runtime (ADR 49): the page's language is the one its
 * path names (`i18n/locale-from-path.ts`) and the scripts speak only that one, so the browser needs
 * none of Paraglide's strategies (cookies, storage, URL patterns and their URLPattern polyfill,
 * about 3 KB gzip). The module offers what the browser's code imports from the runtime; anything
 * else a browser module asks for fails the build as a missing export. The server and the
 * development server keep Paraglide's runtime.
 */
export function browserLocaleRuntime(): Plugin {
  return {
    name: 'inkdraft:browser-locale-runtime',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|[\\/])runtime(\.js)?$/.test(source)) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && RUNTIME.test(resolved.id) ? BROWSER_RUNTIME : undefined
    },
    load(id) {
      if (id !== BROWSER_RUNTIME) return undefined
      return [
        `import { localeFromPath } from ${JSON.stringify(`${ROOT}/src/i18n/locale-from-path.ts`)}`,
        `import { DEFAULT_LOCALE, LOCALE_TAGS } from ${JSON.stringify(`${ROOT}/src/i18n/locales.ts`)}`,
        'export const baseLocale = DEFAULT_LOCALE',
        'export const locales = LOCALE_TAGS',
        'export let getLocale = () => localeFromPath(window.location.pathname)',
        'export const overwriteGetLocale = (fn) => { getLocale = fn }',
      ].join('\n')
    },
  }
}
