import { describe, expect, it } from 'vitest'
import { areaOf, intersect } from '../geometry/clip.ts'
import { insideRing } from '../geometry/curves.ts'
import type { Pt } from '../geometry/vec.ts'
import { toSvg } from '../render/svg.ts'
import { MIN_LINE_MM, STYLES } from '../styles.ts'
import { Sketch } from './sketch.ts'
import { widthsAlong } from './stroke.ts'

const square = (x: number, y: number, s: number): Pt[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
]

describe('Sketch', () => {
  it('fits the design into the canvas with a margin', () => {
    const sk = new Sketch(STYLES.minimalist, 'bw')
    sk.element().curve(
      [
        [0, 0],
        [1000, 500],
      ],
      'outline',
    )
    const ink = sk.compile(100, 50)
    const xs = ink.shapes.flatMap((s) => s.rings.flat().map((p) => p[0]))
    expect(Math.min(...xs)).toBeGreaterThan(0)
    expect(Math.max(...xs)).toBeLessThan(100)
  })

  it('hides the lines of an element behind a nearer one', () => {
    const sk = new Sketch(STYLES.minimalist, 'bw')
    // A long horizontal line, then a square drawn in front of its middle.
    sk.element().curve(
      [
        [0, 50],
        [100, 50],
      ],
      'outline',
    )
    sk.shape(square(40, 40, 20))
    const ink = sk.compile(100, 100, 0)
    const middle: Pt = [50, 50]
    // (The square's own outline is a band of two rings around the middle, not over it.)
    const openLines = ink.shapes.filter((s) => s.rings.length === 1)
    expect(openLines.filter((s) => insideRing(middle, s.rings[0]!))).toHaveLength(0)
    // The line survives on both sides, as two pieces, plus the square's outline.
    expect(ink.shapes.filter((s) => s.layer === 'line')).toHaveLength(3)
  })

  it('hides lines behind every piece an element covers, not only behind its first', () => {
    const sk = new Sketch(STYLES.minimalist, 'bw')
    sk.element().curve(
      [
        [0, 50],
        [100, 50],
      ],
      'outline',
    )
    // An icon in two pieces (a face and an ear, say), drawn in front of the line.
    sk.element().cover([square(20, 40, 20), square(60, 40, 20)])
    const ink = sk.compile(100, 100, 0)
    const lines = ink.shapes.filter((s) => s.layer === 'line')
    for (const hidden of [[30, 50] as Pt, [70, 50] as Pt])
      expect(lines.filter((s) => insideRing(hidden, s.rings[0]!))).toHaveLength(0)
    // What shows between and beside the pieces stays: three runs of the line.
    expect(lines).toHaveLength(3)
  })

  it('keeps every line and dot at or above the 0.3 mm floor', () => {
    const sk = new Sketch(STYLES['fine-line'], 'bw')
    sk.element().curve(
      [
        [0, 0],
        [5, 10],
        [0, 20],
      ],
      0.05,
      { taper: 0.5 },
    )
    sk.dot([3, 3], 0.1)
    const ink = sk.compile(40, 40)
    expect(ink.thinnestMm).toBeGreaterThanOrEqual(MIN_LINE_MM)
    expect(
      widthsAlong(
        [
          [0, 0],
          [10, 0],
          [20, 0],
        ],
        { width: 1, taper: 0.5, min: 0 },
      ).every((w) => w >= MIN_LINE_MM),
    ).toBe(true)
  })

  it('writes closed paths in a millimetre viewBox, identical for identical input', () => {
    const draw = () => {
      const sk = new Sketch(STYLES.traditional, 'color')
      sk.shape(square(0, 0, 10))
      sk.fill([square(0, 0, 10)], 'colour', '#c8102e')
      return toSvg(sk.compile(60, 80))
    }
    const svg = draw()
    expect(svg).toBe(draw())
    expect(svg).toContain('viewBox="0 0 60 80"')
    expect(svg).toContain('width="60mm"')
    for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) {
      for (const sub of d!.split('M').slice(1)) expect(sub.endsWith('Z')).toBe(true)
    }
    expect(svg.indexOf('id="colour"')).toBeLessThan(svg.indexOf('id="line"'))
  })

  it('mirrors the stencil and leaves out colour and shading', () => {
    const sk = new Sketch(STYLES.traditional, 'color')
    sk.shape(square(0, 0, 10))
    sk.fill([square(0, 0, 10)], 'colour', '#c8102e')
    const stencil = toSvg(sk.compile(60, 80), { layers: ['line'], mirror: true })
    expect(stencil).not.toContain('id="colour"')
    expect(stencil).toContain('matrix(-1 0 0 1 60 0)')
  })
})

describe('painting order', () => {
  it('keeps an element’s own fills in the order they were drawn (a wash over its petal)', () => {
    const sk = new Sketch(STYLES.watercolor, 'color')
    const square: Pt[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]
    sk.element(square).fill([square], 'colour', '#aaaaaa', 0.6).fill([square], 'colour', '#222222', 0.6)
    const colours = sk
      .compile(20, 20)
      .shapes.filter((s) => s.layer === 'colour')
      .map((s) => s.colour)
    expect(colours).toEqual(['#aaaaaa', '#222222'])
  })

  it('paints a watercolour fill as translucent washes that bleed past the line, cut by what is in front', () => {
    const square = (x: number, y: number, s: number): Pt[] => [
      [x, y],
      [x + s, y],
      [x + s, y + s],
      [x, y + s],
    ]
    const draw = () => {
      const sk = new Sketch(STYLES.watercolor, 'color')
      // The last element drawn is in front: an opaque square in front of a 30 mm field left plain.
      sk.element(square(10, 10, 30)).fill([square(10, 10, 30)], 'colour', '#3a7bd5')
      sk.element(square(20, 20, 10)).fill([square(20, 20, 10)], 'colour', '#d53a3a', 1)
      return sk.compile(60, 60, 10).shapes.filter((s) => s.layer === 'colour')
    }
    const shapes = draw()
    const washes = shapes.filter((s) => s.colour !== '#d53a3a')
    expect(washes.length).toBeGreaterThanOrEqual(4)
    for (const w of washes) expect(w.opacity).toBeLessThan(1)
    // Fitted to the canvas the field spans 10..50 mm; its wash bleeds past that edge, splashes and all.
    const xs = washes.flatMap((w) => w.rings.flat().map((p) => p[0]))
    const ys = washes.flatMap((w) => w.rings.flat().map((p) => p[1]))
    expect(Math.min(...xs, ...ys) < 9.5 || Math.max(...xs, ...ys) > 50.5).toBe(true)
    // Nothing of the wash shows through the opaque square in front (23.3..36.7 mm once fitted).
    const front = square(23.4, 23.4, 13.2)
    for (const w of washes) expect(areaOf(intersect(w.rings, [front]))).toBeLessThan(0.01)
    expect(areaOf(intersect(washes[0]!.rings, [square(10, 10, 40)]))).toBeGreaterThan(1000)
    // Same shape, same bleed.
    expect(draw()).toEqual(shapes)
  })
})
