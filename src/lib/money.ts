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
