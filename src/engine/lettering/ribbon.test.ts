import { describe, expect, it } from 'vitest'
import { insideRing, signedArea } from '../geometry/curves.ts'
import { boxOf, EMPTY_BOX } from '../geometry/vec.ts'
import { Random } from '../random.ts'
import { ribbonBanner } from './ribbon.ts'

describe('ribbonBanner', () => {
  it('lays the text along the band, inside it, between two folds and two tails', () => {
    const b = ribbonBanner({ text: 'Mom', font: 'script', capHeightMm: 10, curve: 0.5 })
    const band = b.ribbon.outline
    expect(b.text.missing).toEqual([])
    expect(b.text.glyphs.map((g) => g.chars).join('')).toBe('Mom')
    for (const g of b.text.glyphs) expect(insideRing(g.centre, band)).toBe(true)
    const bandBox = boxOf(band, { ...EMPTY_BOX })
    const textBox = b.text.box
    expect(textBox.minX).toBeGreaterThan(bandBox.minX)
    expect(textBox.maxX).toBeLessThan(bandBox.maxX)
    expect(b.ribbon.folds).toHaveLength(2)
    expect(b.ribbon.tails).toHaveLength(2)
    const tailBoxes = b.ribbon.tails.map((t) => boxOf(t, { ...EMPTY_BOX }))
    expect(Math.min(...tailBoxes.map((t) => t.minX))).toBeLessThan(bandBox.minX)
    expect(Math.max(...tailBoxes.map((t) => t.maxX))).toBeGreaterThan(bandBox.maxX)
    for (const ring of [band, ...b.ribbon.folds, ...b.ribbon.tails]) {
      expect(ring.length).toBeGreaterThanOrEqual(3)
      expect(Math.abs(signedArea(ring))).toBeGreaterThan(1)
    }
  })

  it('arches with the curve: the middle rises above the ends', () => {
    const flat = ribbonBanner({ text: 'Familia', font: 'blackletter', capHeightMm: 8, curve: 0 })
    const arched = ribbonBanner({ text: 'Familia', font: 'blackletter', capHeightMm: 8, curve: 1 })
    const rise = (line: readonly (readonly [number, number])[]) => line[0]![1] - line[line.length >> 1]![1]
    expect(rise(flat.ribbon.centreLine)).toBeCloseTo(0, 6)
    expect(rise(arched.ribbon.centreLine)).toBeGreaterThan(3)
  })

  it('keeps to a given width, shrinking the lettering when it must', () => {
    const b = ribbonBanner({ text: 'Forever Young', font: 'serif', capHeightMm: 12, widthMm: 80, curve: 0.3 })
    const all = boxOf([...b.ribbon.outline, ...b.ribbon.tails.flat()], { ...EMPTY_BOX })
    expect(all.maxX - all.minX).toBeLessThan(80.5)
    expect(b.text.glyphs.map((g) => g.chars).join('')).toBe('ForeverYoung')
  })

  it('varies with a seed, and repeats with the same one', () => {
    const at = (seed: number) => ribbonBanner({ text: 'Mom', font: 'serif', capHeightMm: 10, curve: 0.3, rng: new Random(seed) })
    expect(at(3).ribbon.outline).toEqual(at(3).ribbon.outline)
    expect(at(3).ribbon.outline).not.toEqual(at(4).ribbon.outline)
  })
})
