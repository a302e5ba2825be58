import { currentLocale } from '@/i18n/use-locale'
import { formatLongDate } from '@/lib/format-date'
import { numberFormat } from '@/lib/intl-formats'
import { formatMoney } from '@/lib/money'
import type { Money } from '@/modules/affiliate'

const lang = () => currentLocale().htmlLang

export const money = ({ amount, currency }: Money) => formatMoney(amount, currency, lang())

/** Basis points as the reader's language writes a percentage (`20%`, `12,5 %`). */
export const percentOfBps = (bps: number) =>
  numberFormat(lang(), { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000)

export const count = (n: number) => numberFormat(lang(), {}).format(n)

/** A ratio as a percentage to one decimal (`21.7%`): conversion rates. */
export const share = (ratio: number) => numberFormat(lang(), { style: 'percent', maximumFractionDigits: 1 }).format(ratio)

/**
 * "90 days", "1 month", "3 Monate", "90日": Intl knows each language's plural forms, which the
 * message catalogue (one text per key) does not.
 */
export const duration = (n: number, unit: 'day' | 'month') =>
  numberFormat(lang(), { style: 'unit', unit, unitDisplay: 'long' }).format(n)

/** A date inside a sentence ("June 1, 2026"), UTC like every date of the programme. */
export const longDate = (unixSeconds: number) => formatLongDate(unixSeconds, lang())

/** `14:05`, UTC: the same text on the server and in the browser, beside the seed's `Mon DD YYYY`. */
export function utcTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000)
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
}

/** For `<time dateTime>`. */
export const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString()
