import { describe, expect, it } from 'vitest'
import { drawingGapMm, narrowestGapMm } from '../print/narrowest-gap.ts'
import { STYLES } from '../styles.ts'
import type { Pt } from '../geometry/vec.ts'
import { clearDots } from './dot-clearance.ts'
import { tipPacking } from './narrow-paper.ts'
import { Sketch } from './sketch.ts'

const fine = () => new Sketch(STYLES['fine-line'], 'bw')

describe('the print floor at compile', () => {
  it('leaves out a dot that would sit under 0.5 mm from a line, keeps one clear of it or on it', () => {
    const line: Pt[][] = [
      [
        [0, 0],
        [10, 0],
        [10, 1],
        [0, 1],
      ],
    ]
    const keep = clearDots(
      [
        { centre: [5, 1.4], r: 0.2 }, // 0.2 mm of paper above the line
        { centre: [5, 2.0], r: 0.2 }, // 0.8 mm
        { centre: [5, 0.5], r: 0.2 }, // on the line's ink
      ],
      [line],
    )
    expect(keep).toEqual([false, true, true])
  })

  it('keeps dots 0.5 mm of paper apart, or touching', () => {
    const keep = clearDots(
      [
        { centre: [0, 0], r: 0.2 },
        { centre: [0.7, 0], r: 0.2 }, // 0.3 mm of paper from the first
        { centre: [0, 1.0], r: 0.2 }, // 0.6 mm
        { centre: [0.3, 1.0], r: 0.2 }, // overlaps the third
      ],
      [],
    )
    expect(keep).toEqual([true, false, true, true])
  })

  it('packs the paper inside a sharp point and leaves a round shape alone', () => {
    const spike = [
      [0, 20],
      [3, 0],
      [6, 20],
    ].flatMap(([x, y], i, all) => {
      const [nx, ny] = all[(i + 1) % all.length]!
      return Array.from({ length: 40 }, (_, k) => [x! + ((nx! - x!) * k) / 40, y! + ((ny! - y!) * k) / 40] as const)
    })
    expect(
      tipPacking(
        spike,
        spike.map(() => 1),
      ).length,
    ).toBeGreaterThan(0)
    const circle = Array.from(
      { length: 80 },
      (_, k) => [10 + 8 * Math.cos((k / 80) * Math.PI * 2), 10 + 8 * Math.sin((k / 80) * Math.PI * 2)] as const,
    )
    expect(
      tipPacking(
        circle,
        circle.map(() => 1),
      ),
    ).toEqual([])
  })

  it('brings a narrow spike drawn from an icon up to the paper rule once compiled', () => {
    const sk = fine()
    sk.shape(
      [
        [10, 40],
        [13, 5],
        [16, 40],
      ],
      'outline',
      { taper: 0, packTips: true },
    )
    const ink = sk.compile(30, 50, 2)
    expect(narrowestGapMm(ink) ?? Infinity).toBeGreaterThanOrEqual(0.5)
  })

  it('measures the drawing without its letters, which answer to their cap height', () => {
    const sk = fine()
    sk.element().curve(
      [
        [2, 2],
        [28, 2],
      ],
      'outline',
    )
    // Two "letters" 0.2 mm apart: the paper rule does not apply to them.
    sk.element().solid(
      [
        [
          [5, 10],
          [8, 10],
          [8, 20],
          [5, 20],
        ],
        [
          [8.2, 10],
          [11, 10],
          [11, 20],
          [8.2, 20],
        ],
      ],
      { capHeight: 10 },
    )
    const ink = sk.compile(30, 30, 0)
    expect(ink.shapes.some((s) => s.lettering)).toBe(true)
    expect(narrowestGapMm(ink)).toBeLessThan(0.5)
    expect(drawingGapMm(ink) ?? Infinity).toBeGreaterThanOrEqual(0.5)
  })
})
