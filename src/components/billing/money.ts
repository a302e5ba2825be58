import { currentLocale } from '@/i18n/use-locale'

export { formatMoney } from '@/lib/money'

/** A share as the reader's language writes percentages (`33%`, `33 %`). */
export function formatPercent(share: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share)
}

/** A count as the reader's language groups digits (`1,500`, `1.500`, `1 500`). */
export function formatCount(count: number, lang = currentLocale().htmlLang): string {
  return new Intl.NumberFormat(lang).format(count)
}
