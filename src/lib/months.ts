/**
 * A time moved on by whole calendar months (UTC), its day clamped to the month's length, as
 * billing periods move: a period that starts on 31 January renews on 28 (or 29) February.
 */
export function addMonths(seconds: number, months: number): number {
  const a = new Date(seconds * 1000)
  const year = a.getUTCFullYear()
  const month = a.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(a.getUTCDate(), lastDay)
  return Date.UTC(year, month, day, a.getUTCHours(), a.getUTCMinutes(), a.getUTCSeconds()) / 1000
}
