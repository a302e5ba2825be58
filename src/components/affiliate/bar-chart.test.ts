import { describe, expect, it } from 'vitest'
import { niceMax } from './bar-chart'

describe('niceMax', () => {
  it('rounds the scale up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceMax(0)).toBe(1)
    expect(niceMax(1)).toBe(1)
    expect(niceMax(3)).toBe(5)
    expect(niceMax(23)).toBe(50)
    expect(niceMax(120)).toBe(200)
    expect(niceMax(450)).toBe(500)
    expect(niceMax(501)).toBe(1000)
  })
})
