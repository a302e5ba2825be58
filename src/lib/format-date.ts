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
