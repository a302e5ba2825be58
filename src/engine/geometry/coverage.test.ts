import { describe, expect, it } from 'vitest'
import { Coverage } from './coverage.ts'
import { simplifyRing } from './curves.ts'
import { polar, type Pt } from './vec.ts'

describe('Coverage', () => {
  it('knows the inside of the rings added, to a tenth of a millimetre', () => {
    const c = new Coverage(50, 50)
    c.add(Array.from({ length: 64 }, (_, i) => polar((i / 64) * Math.PI * 2, 10, [25, 25])))
    expect(c.has([25, 25])).toBe(true)
    expect(c.has([34.7, 25])).toBe(true)
    expect(c.has([35.3, 25])).toBe(false)
    expect(c.has([25, 14.5])).toBe(false)
    expect(c.has([-5, 25])).toBe(false)
  })

  it('leaves a ring’s hole uncovered when the hole is its own even–odd crossing', () => {
    const c = new Coverage(30, 30)
    const bow: Pt[] = [
      [5, 5],
      [25, 25],
      [25, 5],
      [5, 25],
    ]
    c.add(bow)
    expect(c.has([15, 8])).toBe(false)
    expect(c.has([22, 15])).toBe(true)
  })
})

describe('simplifyRing', () => {
  it('drops points only where the outline stays within the tolerance', () => {
    const circle = Array.from({ length: 720 }, (_, i) => polar((i / 720) * Math.PI * 2, 20))
    const simple = simplifyRing(circle, 0.03)
    expect(simple.length).toBeLessThan(120)
    // Every dropped point lies within the tolerance of the simplified outline's chords.
    const sagitta = 20 * (1 - Math.cos(Math.PI / simple.length))
    expect(sagitta).toBeLessThanOrEqual(0.03 + 1e-3)
  })
})
