import type { QuotaPeriod } from './user-info'

/** Quota periods follow UTC calendar days and months, the same for every user. */
export function periodStart(period: QuotaPeriod, nowSeconds: number): number {
  const d = new Date(nowSeconds * 1000)
  const start =
    period === 'day'
      ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
      : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
  return start / 1000
}

export function periodResetsAt(period: QuotaPeriod, nowSeconds: number): number {
  const d = new Date(periodStart(period, nowSeconds) * 1000)
  const next =
    period === 'day'
      ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
      : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
  return next / 1000
}
