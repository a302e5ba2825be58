import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/constants'
import type { LocaleCode } from './locales.ts'

/** `i18n_redirected=<code>`: 365 days, path /, SameSite Lax (seed, section 2). */
export function localeCookie(code: LocaleCode, secure = false): string {
  return `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** Remembers the reader's language in the browser (language switch, first visit). */
export function saveLocaleCookie(code: LocaleCode): void {
  if (typeof document === 'undefined') return
  if (readCookie(document.cookie, LOCALE_COOKIE) === code) return
  document.cookie = localeCookie(code, location.protocol === 'https:')
}
