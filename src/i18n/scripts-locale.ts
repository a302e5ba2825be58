import { localeFromPath } from './locale-from-path'

/**
 * The language of the scripts running in this page (ADR 49). The server sends each page the copy
 * of the scripts in the language its path names, so it is the language of the path the page was
 * loaded at; undefined on the server.
 */
const loadedWith = typeof window === 'undefined' ? undefined : localeFromPath(window.location.pathname)

/**
 * Whether a page at `pathname` speaks another language than the scripts running now: then it must
 * be loaded as a new document (a sign-in that returns to a page in the reader's language does
 * this), or it would show its words in the scripts' language.
 */
export function needsOtherLanguageScripts(pathname: string): boolean {
  return loadedWith !== undefined && localeFromPath(pathname) !== loadedWith
}
