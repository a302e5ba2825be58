/** How many decimals a currency's amounts have (2 for USD, 0 for JPY): minor units per major unit, as a power of ten. */
const digitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

const AMOUNT = /^\d{1,9}(?:[.,]\d{1,3})?$/

/** "50", "50.5", "50,50" → minor units; null when it is not an amount. */
export function toMinor(text: string, currency: string): number | null {
  const trimmed = text.trim()
  if (!AMOUNT.test(trimmed)) return null
  const digits = digitsOf(currency)
  const [whole = '0', fraction = ''] = trimmed.replace(',', '.').split('.')
  if (fraction.length > digits) return null
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** Minor units as the threshold field shows them (`50.00`). */
export const toMajorText = (amount: number, currency: string) => {
  const digits = digitsOf(currency)
  return digits === 0 ? String(amount) : (amount / 10 ** digits).toFixed(digits)
}
