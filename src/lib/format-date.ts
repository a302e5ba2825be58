import { dateTimeFormat } from '@/lib/intl-formats'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * `Mon DD YYYY` from Unix seconds, in UTC so that server and browser render the same text
 * (a hydration mismatch otherwise). Missing or invalid input gives `--`.
 */
export function formatDate(unixSeconds: number | string | null | undefined): string {
  if (unixSeconds === null || unixSeconds === undefined || unixSeconds === '') return '--'
  const seconds = typeof unixSeconds === 'string' ? Number(unixSeconds) : unixSeconds
  if (!Number.isFinite(seconds)) return '--'
  const date = new Date(seconds * 1000)
  if (Number.isNaN(date.getTime())) return '--'
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${MONTHS[date.getUTCMonth()]} ${day} ${date.getUTCFullYear()}`
}

/**
 * A date inside a sentence, in the reader's language ("21 November 2026", "2026年11月21日"), in
 * UTC like formatDate. The seed's `Mon DD YYYY` stays for tables and lists.
 */
export function formatLongDate(unixSeconds: number, htmlLang: string): string {
  return dateTimeFormat(htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(unixSeconds * 1000))
}

/**
 * A moment in the reader's own time zone and language ("Nov 27, 2026, 1:00 AM"): when a quota
 * renews. It differs between server and browser, so render it only once hydrated.
 */
export function formatLocalDateTime(unixSeconds: number, htmlLang: string): string {
  return dateTimeFormat(htmlLang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unixSeconds * 1000))
}
