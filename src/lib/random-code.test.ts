import { describe, expect, it } from 'vitest'
import { randomCode } from './random-code'
import { RANDOM_CODE_ALPHABET } from './constants'

describe('randomCode', () => {
  it('uses only digits and uppercase letters', () => {
    for (let i = 0; i < 50; i++) expect(randomCode(16)).toMatch(/^[0-9A-Z]{16}$/)
  })

  it('has the requested length, 8 by default', () => {
    expect(randomCode()).toHaveLength(8)
    expect(randomCode(0)).toBe('')
    expect(randomCode(33)).toHaveLength(33)
    expect(() => randomCode(-1)).toThrow(RangeError)
  })

  it('covers the whole alphabet roughly evenly', () => {
    const counts = new Map<string, number>()
    const sample = randomCode(36_000)
    for (const c of sample) counts.set(c, (counts.get(c) ?? 0) + 1)
    expect(counts.size).toBe(RANDOM_CODE_ALPHABET.length)
    for (const n of counts.values()) expect(n).toBeGreaterThan(700) // expected 1000 each
  })

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => randomCode(10)))
    expect(seen.size).toBe(1000)
  })
})
