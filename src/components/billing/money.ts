import { currentLocale } from '@/i18n/use-locale'

/** Minor units in a currency, as the reader's language writes money (`6,00 €`, `$6`, `US$6.00`). */
export function formatMoney(amount: number, currency: string, lang: string, options: { trimZeros?: boolean } = {}): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  const value = amount / 10 ** digits
  if (options.trimZeros && Number.isInteger(value))
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(value)
  return format.format(value)
}

/** A share as the reader's language writes percentages (`33%`, `33 %`). */
export function formatPercent(share: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share)
}

/** A count as the reader's language groups digits (`1,500`, `1.500`, `1 500`). */
export function formatCount(count: number, lang = currentLocale().htmlLang): string {
  return new Intl.NumberFormat(lang).format(count)
}
