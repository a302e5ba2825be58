import { tagToCode } from './locales'

/**
 * Where the browser's scripts of one language live (docs/decisions/0049-messages-per-locale.md):
 * `/assets/<code>/<chunk>.js`, a copy of `/assets/<chunk>.js` whose messages speak only that
 * language. Relative imports between chunks stay inside the folder.
 */
export const localeAssetDir = (tag: string) => tagToCode(tag)

/**
 * What the browser's build puts before each message's array of languages, so that the array can be
 * found again in minified code and cut down to one language.
 */
export const MESSAGE_MARKER = 'inkdraft:message'

const CHUNK = /^\/assets\/([^/]+\.js)$/

/** The URL of a script of the build for a page in the language `tag`; other URLs unchanged. */
export function localeAssetUrl(url: string, tag: string): string {
  const chunk = CHUNK.exec(url)?.[1]
  return chunk === undefined ? url : `/assets/${localeAssetDir(tag)}/${chunk}`
}
