import { currentLocale } from '@/i18n/use-locale'

/** A month's name (1–12) in the page's language, as it stands alone ("May", "5月"). */
export function monthName(month: number): string {
  return new Intl.DateTimeFormat(currentLocale().htmlLang, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, month - 1, 15),
  )
}
