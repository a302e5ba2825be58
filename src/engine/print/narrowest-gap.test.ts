import { describe, expect, it } from 'vitest'
import { drawVariation, plan } from '../design.ts'
import type { Pt } from '../geometry/vec.ts'
import { circleRing } from '../ink/stroke.ts'
import type { Ink, InkShape } from '../ink/sketch.ts'
import { inkMask } from './ink-mask.ts'
import { narrowestGapMm } from './narrowest-gap.ts'

const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
]
const shape = (...rings: Pt[][]): InkShape => ({ layer: 'line', colour: '#111111', rings })
const ink = (widthMm: number, heightMm: number, ...shapes: InkShape[]): Ink => ({ shapes, widthMm, heightMm, thinnestMm: 1 })
/** A bar 3 mm wide turned by `angle`, its near side `offset` mm from the line through (10, 30) at that angle. */
function turnedBar(offset: number, angle: number): Pt[] {
  const [c, s] = [Math.cos(angle), Math.sin(angle)]
  const at = (along: number, across: number): Pt => [10 + along * c - across * s, 30 + along * s + across * c]
  return [at(0, offset), at(30, offset), at(30, offset + 3), at(0, offset + 3)]
}

describe('the ink mask', () => {
  it('fills shapes by the non-zero rule, a counter winding against its letter left open', () => {
    const outer = rect(1, 1, 9, 9)
    const hole = rect(3, 3, 7, 7).reverse()
    const m = inkMask(ink(10, 10, shape(outer, hole)), 10)
    const at = (xMm: number, yMm: number) => m.data[Math.floor(yMm * 10 - 9) * m.w + Math.floor(xMm * 10 - 9)]
    expect(at(2, 2)).toBe(1)
    expect(at(5, 5)).toBe(0)
    expect(at(8.5, 5)).toBe(1)
  })

  it('leaves out washes too faint to close a gap', () => {
    const m = inkMask(ink(10, 10, { ...shape(rect(1, 1, 9, 9)), opacity: 0.3 }), 10)
    expect(m.data.every((v) => v === 0)).toBe(true)
  })
})

describe('the narrowest gap', () => {
  it('measures two bars a known distance apart, wherever they fall on the pixels', () => {
    for (const gap of [0.2, 0.3, 0.4, 0.5, 0.8, 1.2])
      for (const shift of [0, 0.013, 0.037, 0.071]) {
        const bars = ink(60, 40, shape(rect(10 + shift, 5, 20 + shift, 35)), shape(rect(20 + shift + gap, 5, 30, 35)))
        expect(narrowestGapMm(bars), `${gap} mm, shifted ${shift}`).toBeCloseTo(gap, 1)
      }
  })

  it('measures bars at an angle (a little narrow rather than wide) and on a large design sampled coarsely', () => {
    for (const angle of [0.3, Math.PI / 4, 1.1])
      for (const gap of [0.3, 0.5]) {
        const bars = ink(60, 70, shape(turnedBar(0, angle)), shape(turnedBar(3 + gap, angle)))
        const measured = narrowestGapMm(bars)!
        expect(measured, `${gap} mm at ${angle}`).toBeGreaterThan(gap - 0.08)
        expect(measured, `${gap} mm at ${angle}`).toBeLessThan(gap + 0.03)
      }
    const large = ink(400, 300, shape(rect(50, 50, 150, 250)), shape(rect(150.45, 50, 250, 250)))
    expect(Math.abs(narrowestGapMm(large)! - 0.45)).toBeLessThan(0.1)
  })

  it('counts the inside of a hairpin, but not the crevice where two round shapes touch or lines meet', () => {
    const hairpin = ink(40, 40, shape(rect(10, 10, 12, 30), rect(12, 28, 20, 30), rect(12.4, 10, 20, 27.6)))
    expect(narrowestGapMm(hairpin)).toBeCloseTo(0.4, 1)
    const touching = ink(40, 40, shape(circleRing([15, 20], 5)), shape(circleRing([25, 20], 5)))
    expect(narrowestGapMm(touching) ?? Infinity).toBeGreaterThan(1)
    const vee = ink(
      40,
      40,
      shape([
        [5, 30],
        [35, 5],
        [35, 8],
        [8, 30],
      ]),
      shape([
        [5, 30],
        [35, 28],
        [35, 31],
        [5, 33],
      ]),
    )
    expect(narrowestGapMm(vee) ?? Infinity).toBeGreaterThan(1)
  })

  it('ignores a speck of paper and a sliver too fine to see', () => {
    const sliver = ink(40, 40, shape(rect(10, 10, 20, 30)), shape(rect(20.05, 10, 30, 30)))
    expect(narrowestGapMm(sliver)).toBeNull()
    const speck = ink(40, 40, shape(rect(10, 10, 20, 30)), shape(rect(20.3, 19.9, 20.6, 20.1)))
    expect(narrowestGapMm(speck)).toBeNull()
  })

  it('is null for a single solid shape, and when nothing is inked', () => {
    expect(narrowestGapMm(ink(40, 40, shape(rect(10, 10, 30, 30))))).toBeNull()
    expect(narrowestGapMm(ink(40, 40))).toBeNull()
  })

  it('measures real designs, the same each time', () => {
    for (const style of ['fine-line', 'traditional', 'dotwork'] as const) {
      const p = plan({ tool: 'text', prompt: 'rose and dagger with "Mom"', style, seed: 4 })
      const d = drawVariation(p, 0)
      const gap = narrowestGapMm(d.ink)
      expect(gap, style).not.toBeNull()
      expect(gap!, style).toBeGreaterThanOrEqual(0.15)
      expect(gap!, style).toBeLessThan(5)
      expect(narrowestGapMm(drawVariation(p, 0).ink), style).toBe(gap)
    }
  })
})
