import { describe, expect, it } from 'vitest'
import { toMajorText, toMinor } from './payout-amount'

describe('payout threshold amounts', () => {
  it('reads whole and decimal amounts, with a point or a comma, as minor units', () => {
    expect(toMinor('50', 'USD')).toBe(5000)
    expect(toMinor('50.5', 'USD')).toBe(5050)
    expect(toMinor(' 50,05 ', 'EUR')).toBe(5005)
    expect(toMinor('1000', 'JPY')).toBe(1000)
  })

  it('refuses what is not an amount, or has more decimals than the currency', () => {
    for (const text of ['', 'abc', '-5', '5.', '1e3', '50.005']) expect(toMinor(text, 'USD')).toBeNull()
    expect(toMinor('10.5', 'JPY')).toBeNull()
  })

  it('writes minor units back with the currency’s decimals', () => {
    expect(toMajorText(5000, 'USD')).toBe('50.00')
    expect(toMajorText(1000, 'JPY')).toBe('1000')
  })
})
