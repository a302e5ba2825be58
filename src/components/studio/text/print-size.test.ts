import { describe, expect, it } from 'vitest'
import { formatLength, printSize, sizeRange } from './print-size'

describe('print size', () => {
  it('follows the placement’s proportion with the long side given', () => {
    expect(printSize('forearm')).toEqual({ widthMm: 80, heightMm: 160 })
    expect(printSize('wrist-band', 200)).toEqual({ widthMm: 200, heightMm: 50 })
  })

  it('widens the range for a size from a preset', () => {
    expect(sizeRange('ankle')).toEqual({ min: 35, max: 120, usual: 70 })
    expect(sizeRange('ankle', 180)).toEqual({ min: 35, max: 180, usual: 70 })
  })

  it('speaks inches on the English pages and centimetres elsewhere', () => {
    expect(formatLength(160, { code: 'en', tag: 'en' })).toBe('6.3 in')
    expect(formatLength(160, { code: 'de', tag: 'de' })).toBe('16 cm')
    expect(formatLength(45, { code: 'ja', tag: 'ja' })).toBe('4.5 cm')
  })
})
