import { describe, expect, it } from 'vitest'
import type { Pt } from '../geometry/vec.ts'
import { Sketch, type Ink, type InkShape } from '../ink/sketch.ts'
import { circleRing } from '../ink/stroke.ts'
import { count } from '../photo/raster/image.ts'
import { STYLES } from '../styles.ts'
import { canvasCoverage, measureVariations, pairwiseIoU, printFloor, silhouetteIoU, silhouetteMask } from './design-measures.ts'

const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
]
const shape = (layer: InkShape['layer'], ...rings: Pt[][]): InkShape => ({ layer, colour: '#111111', rings })
const ink = (...shapes: InkShape[]): Ink => ({ shapes, widthMm: 80, heightMm: 160, thinnestMm: 0.6 })
/** A ring of line `width` mm round (40, 80): the outer circle and the inner one wound against it. */
const ring = (r: number, width: number): InkShape =>
  shape('line', circleRing([40, 80], r + width / 2), circleRing([40, 80], r - width / 2).reverse())

describe('the silhouette', () => {
  it('fills the paper a closed outline encloses, so a ring and a disc have one silhouette', () => {
    const outline = ink(ring(25, 0.4))
    const disc = ink(shape('colour', circleRing([40, 80], 25.2)))
    expect(silhouetteIoU(outline, disc)).toBeGreaterThan(0.97)
    const m = silhouetteMask(outline)
    const k = m.w / 80
    // About the disc's area in pixels, not the thin ring's.
    expect(count(m) / k ** 2).toBeGreaterThan(Math.PI * 25 ** 2 * 0.95)
  })

  it('keeps paper open where the outline is open, and counts every layer, faint washes included', () => {
    // A U 1 mm thick, open at the top: about 200 mm² of ink round 3,000 mm² of open paper.
    const cup: Pt[] = [
      [20, 40],
      [21, 40],
      [21, 119],
      [59, 119],
      [59, 40],
      [60, 40],
      [60, 120],
      [20, 120],
    ]
    const m = silhouetteMask(ink(shape('line', cup)))
    expect(count(m) / (m.w / 80) ** 2).toBeLessThan(300)
    const wash = ink({ ...shape('colour', rect(10, 10, 70, 150)), opacity: 0.2 })
    expect(silhouetteIoU(wash, ink(shape('line', rect(10, 10, 70, 150))))).toBeGreaterThan(0.97)
  })

  it('keeps a hairline outline closed at the coarse sampling of a large canvas', () => {
    const big = (s: InkShape): Ink => ({ ...ink(s), widthMm: 300, heightMm: 400 })
    const hairline = big(shape('line', circleRing([150, 200], 100.15), circleRing([150, 200], 99.85).reverse()))
    const disc = big(shape('colour', circleRing([150, 200], 100)))
    expect(silhouetteIoU(hairline, disc)).toBeGreaterThan(0.97)
  })
})

describe('silhouette IoU', () => {
  it('is 1 for one design drawn twice and 0 for designs that do not meet', () => {
    const a = ink(ring(20, 2), shape('line', rect(10, 120, 70, 150)))
    expect(silhouetteIoU(a, ink(...a.shapes))).toBe(1)
    expect(silhouetteIoU(ink(shape('line', rect(5, 5, 75, 70))), ink(shape('line', rect(5, 90, 75, 155))))).toBe(0)
  })

  it('measures half-overlapping squares as a third (overlap 1 ÷ union 3)', () => {
    const a = ink(shape('colour', rect(10, 40, 50, 80)))
    const b = ink(shape('colour', rect(30, 40, 70, 80)))
    expect(silhouetteIoU(a, b)).toBeCloseTo(1 / 3, 1)
    const c = ink(shape('colour', rect(10, 60, 50, 100)))
    expect(silhouetteIoU(a, c)).toBeCloseTo(1 / 3, 1)
  })

  it('tells the lowest and highest pair of a set of variations', () => {
    const a = ink(shape('colour', rect(10, 40, 50, 80)))
    const b = ink(shape('colour', rect(30, 40, 70, 80)))
    const c = ink(shape('colour', rect(10, 100, 50, 140)))
    const r = pairwiseIoU([a, b, c])!
    expect(r.min).toBe(0)
    expect(r.max).toBeCloseTo(1 / 3, 1)
    expect(r.pairs).toHaveLength(3)
  })

  it('refuses designs on different canvases', () => {
    expect(() => silhouetteIoU(ink(), { ...ink(), widthMm: 60 })).toThrow(/different canvases/)
  })
})

describe('canvas coverage', () => {
  it('is small for a small centred disc and near 1 for a shape filling the canvas', () => {
    expect(canvasCoverage(ink(shape('colour', circleRing([40, 80], 10))))).toBeCloseTo((20 * 20) / (80 * 160), 3)
    expect(canvasCoverage(ink(shape('line', rect(2, 2, 78, 158))))).toBeGreaterThan(0.9)
    expect(canvasCoverage(ink())).toBe(0)
  })

  it('measures a compiled sketch, which fits its design to the canvas with a margin', () => {
    const sk = new Sketch(STYLES['fine-line'], 'bw')
    sk.solid([circleRing([0, 0], 10)])
    // A round design on a tall canvas fits its width: about 70 × 70 of 80 × 160 mm.
    const c = canvasCoverage(sk.compile(80, 160))
    expect(c).toBeGreaterThan(0.3)
    expect(c).toBeLessThan(0.5)
  })
})

describe('the print floor', () => {
  const lines = (gapMm: number, thinnestMm = 0.6): Ink => ({
    ...ink(shape('line', rect(20, 30, 20.6, 130)), shape('line', rect(20.6 + gapMm, 30, 21.2 + gapMm, 130))),
    thinnestMm,
  })

  it('fails two lines 0.3 mm apart and passes them 0.8 mm apart', () => {
    const near = printFloor(lines(0.3))
    expect(near.ok).toBe(false)
    expect(near.gapMm).toBeCloseTo(0.3, 1)
    const far = printFloor(lines(0.8))
    expect(far.ok).toBe(true)
    expect(far.gapMm).toBeCloseTo(0.8, 1)
  })

  it('fails a line under 0.3 mm, and passes a design with no paper between inks', () => {
    expect(printFloor(lines(0.8, 0.2)).ok).toBe(false)
    const single = printFloor(ink(shape('colour', rect(10, 10, 70, 150))))
    expect(single.gapMm).toBeNull()
    expect(single.ok).toBe(true)
  })
})

describe("the checks over a prompt's variations", () => {
  it('names the variation and the number that break each requirement', () => {
    const big = ink(shape('colour', rect(5, 5, 75, 155)))
    const small = ink(shape('colour', circleRing([40, 80], 10)))
    const near: Ink = { ...ink(shape('line', rect(5, 5, 39, 155)), shape('line', rect(39.3, 5, 75, 155))), thinnestMm: 0.2 }
    const r = measureVariations([big, big, small, near])
    expect(r.maxIoU).toBe(1)
    expect(r.failures).toContain('variations 0 and 1: silhouette IoU 1.00 ≥ 0.6')
    expect(r.failures.some((f) => f.startsWith('variation 2: canvas coverage 0.03'))).toBe(true)
    expect(r.failures).toContain('variation 3: thinnest line 0.20 mm < 0.3')
    expect(r.failures.some((f) => /^variation 3: gap 0\.[23]\d mm < 0\.5$/.test(f))).toBe(true)
    // The 0.3 mm gap is bridged in the silhouette: the two halves read as the first design.
    expect(r.failures).toContain('variations 1 and 3: silhouette IoU 1.00 ≥ 0.6')
    expect(r.failures, r.failures.join('\n')).toHaveLength(6)
  })

  it('checks the print floor only where asked, and passes designs that meet every requirement', () => {
    // Two bands corner to corner, crossing in the middle: each fills the canvas's bounding box.
    const down = ink(
      shape('colour', [
        [2, 2],
        [12, 2],
        [78, 158],
        [68, 158],
      ]),
    )
    const up = ink(
      shape('colour', [
        [68, 2],
        [78, 2],
        [12, 158],
        [2, 158],
      ]),
    )
    const r = measureVariations([down, up], (i) => i === 0)
    expect(r.floors[1]).toBeNull()
    expect(r.minIoU).toBeLessThan(0.2)
    expect(r.failures).toEqual([])
  })
})
