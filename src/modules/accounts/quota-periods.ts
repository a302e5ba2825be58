import { addMonths } from '@/lib/months'
import type { QuotaPeriod } from './user-info'

/**
 * Quota periods follow UTC calendar days and months, the same for every user (ADR 9), except a
 * subscriber's months, which count from their subscription's period start (`anchor`, ADR 45): a
 * renewal starts a fresh allowance. An anchor on the 31st falls on the last day of shorter months.
 */
export function periodStart(period: QuotaPeriod, nowSeconds: number, anchor: number | null = null): number {
  if (period === 'month' && anchor !== null && anchor <= nowSeconds) return anchoredMonthStart(nowSeconds, anchor)
  const d = new Date(nowSeconds * 1000)
  const start =
    period === 'day'
      ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
      : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
  return start / 1000
}

export function periodResetsAt(period: QuotaPeriod, nowSeconds: number, anchor: number | null = null): number {
  if (period === 'month' && anchor !== null && anchor <= nowSeconds) {
    const start = anchoredMonthStart(nowSeconds, anchor)
    return addMonths(anchor, monthsBetween(anchor, start) + 1)
  }
  const d = new Date(periodStart(period, nowSeconds) * 1000)
  const next =
    period === 'day'
      ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
      : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
  return next / 1000
}

function monthsBetween(anchor: number, at: number): number {
  const a = new Date(anchor * 1000)
  const b = new Date(at * 1000)
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth()
}

function anchoredMonthStart(nowSeconds: number, anchor: number): number {
  let months = monthsBetween(anchor, nowSeconds)
  while (months > 0 && addMonths(anchor, months) > nowSeconds) months--
  return addMonths(anchor, months)
}
