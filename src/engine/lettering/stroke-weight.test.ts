import { Clipper, FillRule } from 'clipper2-ts'
import { describe, expect, it, vi } from 'vitest'
import type { Pt } from '../geometry/vec.ts'
import { minCapHeightMm } from './legibility.ts'
import { offsetShape } from './offset.ts'
import { setText } from './set-text.ts'
import { toPaths } from '../geometry/clip.ts'
import { hasStrokeThinnerThan, meanStroke, thicken } from './stroke-weight.ts'

const bar = (w: number, l = 10): Pt[] => [
  [0, 0],
  [l, 0],
  [l, w],
  [0, w],
]

describe('stroke weight', () => {
  it('tells a bar thinner than the minimum from one that is not', () => {
    expect(hasStrokeThinnerThan([bar(0.2)], 0.3)).toBe(true)
    expect(hasStrokeThinnerThan([bar(0.35)], 0.3)).toBe(false)
    // A ring with a hairline side: eroding cuts it open.
    const ring: Pt[][] = [
      bar(3, 3),
      bar(2.8, 2.8)
        .map(([x, y]) => [x + 0.1, y + 0.1] as Pt)
        .reverse(),
    ]
    expect(hasStrokeThinnerThan(ring, 0.3)).toBe(true)
    expect(hasStrokeThinnerThan(thicken(ring, 0.11), 0.3)).toBe(false)
  })

  it('measures the mean stroke of a bar as its width', () => {
    expect(meanStroke([bar(0.5, 40)])).toBeCloseTo(0.5, 1)
  })

  for (const [font, text, language] of [
    ['script', 'Forever', undefined],
    ['serif', 'Pour toujours', undefined],
    ['typewriter', 'Für immer', undefined],
    ['blackletter', 'Familia', undefined],
    ['brush', '永遠に', 'ja'],
    ['serif', '영원히', 'ko'],
  ] as const) {
    for (const capHeightMm of [4, 6]) {
      it(`lifts every stroke of ${font} "${text}" at ${capHeightMm} mm to 0.3 mm`, () => {
        const options = { text, font, language, capHeightMm, layout: { kind: 'straight' } } as const
        const done = setText(options)
        expect(done.thickenedMm).toBeLessThan(0.15 + 1e-9)
        // Each letter as the font draws it has no stroke thinner than what the growth makes up:
        // grown by δ all round, every stroke is then at least 0.3 mm wide.
        for (const ch of new Set(text.replace(/\s/g, ''))) {
          const raw = setText({ ...options, text: ch, minStrokeMm: 0 })
          expect(raw.glyphs[0]!.face).toBe(done.glyphs.find((g) => g.chars === ch)!.face)
          expect(hasStrokeThinnerThan(raw.rings, 0.298 - 2 * done.thickenedMm, 0.03 * capHeightMm), ch).toBe(false)
        }
        // And the grown lettering survives an erosion of 0.149 mm: no piece of it vanishes.
        const shape = Clipper.union(toPaths(done.rings, 1000), FillRule.NonZero)
        const pieces = shape.filter((p) => Clipper.area(p) > 0).length
        const eroded = offsetShape(shape, -149, 5).filter((p) => Clipper.area(p) > 0).length
        expect(eroded).toBeGreaterThanOrEqual(pieces)
        // Grown only where it had to be.
        const thin = hasStrokeThinnerThan(setText({ ...options, minStrokeMm: 0 }).rings, 0.298, 0.03 * capHeightMm)
        if (done.thickenedMm === 0) expect(thin).toBe(false)
      })
    }
  }

  it('thickens a script hairline at small sizes and leaves big lettering alone', () => {
    const at = (capHeightMm: number) =>
      setText({ text: 'Forever', font: 'script', capHeightMm, layout: { kind: 'straight' } }).thickenedMm
    expect(at(5)).toBeGreaterThan(0)
    expect(at(5)).toBeGreaterThan(at(8))
    expect(at(40)).toBe(0)
  })

  it('gives each style the cap height from which thickening stays within 30 % of its stroke', () => {
    for (const font of ['script', 'serif', 'blackletter', 'hand'] as const) {
      const min = minCapHeightMm(font)
      expect(min).toBeGreaterThan(1)
      expect(min).toBeLessThan(20)
      const sample = { text: 'Hamburgefonstiv', font, layout: { kind: 'straight' } } as const
      const at = setText({ ...sample, capHeightMm: min })
      const mean = meanStroke(setText({ ...sample, capHeightMm: min, minStrokeMm: 0 }).rings)
      expect((2 * at.thickenedMm) / mean).toBeLessThan(0.31)
      // A size below it would grow the strokes by more.
      const below = setText({ ...sample, capHeightMm: min * 0.7 })
      const belowMean = meanStroke(setText({ ...sample, capHeightMm: min * 0.7, minStrokeMm: 0 }).rings)
      expect((2 * below.thickenedMm) / belowMean).toBeGreaterThan(0.3)
    }
    // The thin-haired script needs more room than the sturdy hand.
    expect(minCapHeightMm('script')).toBeGreaterThan(minCapHeightMm('hand'))
    expect(minCapHeightMm('brush', { language: 'ja' })).toBeGreaterThan(1)
  })

  it('thickens a text the same whatever the engine set before it', async () => {
    // The hairline search keeps what it learns per glyph; a fresh engine thread and one that has
    // set hundreds of texts must still draw the same request to the same bytes.
    const texts = ['Strength', 'Leo & Mia', 'Stay Strong', 'Carpe Diem', 'Amor Fati', 'Courage']
    const cases = (['script', 'serif', 'blackletter', 'hand', 'typewriter'] as const).flatMap((font) =>
      texts.flatMap((text) =>
        [3.5, 5, 7].map((capHeightMm) => ({ text, font, capHeightMm, layout: { kind: 'straight' } }) as const),
      ),
    )
    const widths = async (order: number[]) => {
      vi.resetModules()
      const fresh = (await import('./set-text.ts')).setText
      const out: number[] = []
      for (const i of order) out[i] = fresh(cases[i]!).thickenedMm
      return out
    }
    const forward = await widths([...cases.keys()])
    const backward = await widths([...cases.keys()].reverse())
    expect(backward).toEqual(forward)
    expect(forward.some((mm) => mm > 0)).toBe(true)
  })
})
