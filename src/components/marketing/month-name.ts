import { currentLocale } from '@/i18n/use-locale'
import { dateTimeFormat } from '@/lib/intl-formats'

/** A month's name (1–12) in the page's language, as it stands alone ("May", "5月"). */
export function monthName(month: number): string {
  return dateTimeFormat(currentLocale().htmlLang, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, 15))
}
