import { describe, expect, it } from 'vitest'
import type { Pt } from '../geometry/vec.ts'
import { subsetFor } from './font-files.ts'
import { flatten, glyphRings } from './glyph-outline.ts'

/** Distance from p to the closed polyline. */
function distanceToRing(p: Pt, ring: readonly Pt[]): number {
  let best = Infinity
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!
    const b = ring[(i + 1) % ring.length]!
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)))
    best = Math.min(best, Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy))
  }
  return best
}

describe('glyph outlines', () => {
  it('flattens quadratic and cubic curves to within the tolerance, y flipped', () => {
    const tol = 0.5
    const rings = flatten(
      [
        { type: 'M', x: 0, y: 0 },
        { type: 'Q', x1: 100, y1: 200, x: 200, y: 0 },
        { type: 'C', x1: 150, y1: -150, x2: 50, y2: -150, x: 0, y: 0 },
        { type: 'Z' },
      ],
      tol,
    )
    expect(rings).toHaveLength(1)
    const ring = rings[0]!
    // y up in the font, down on the page.
    expect(Math.min(...ring.map((p) => p[1]))).toBeLessThan(-90)
    for (let i = 0; i <= 200; i++) {
      const t = i / 200
      const u = 1 - t
      const q: Pt = [2 * u * t * 100 + t * t * 200, -(2 * u * t * 200)]
      const c: Pt = [u * u * u * 200 + 3 * u * u * t * 150 + 3 * u * t * t * 50, -(3 * u * u * t * -150 + 3 * u * t * t * -150)]
      expect(distanceToRing(q, ring)).toBeLessThanOrEqual(tol * 1.001)
      expect(distanceToRing(c, ring)).toBeLessThanOrEqual(tol * 1.001)
    }
  })

  it('stays within 0.05 mm of the true outline at the size asked for', () => {
    const sub = subsetFor('playfair-display', 'O'.codePointAt(0)!)!
    const index = sub.font.charToGlyphIndex('O')
    // 40 mm capitals: 708 units tall, so 0.05 mm is 0.885 units.
    const scale = 40 / 708
    const coarse = glyphRings(sub, index, 0.05 / scale).rings
    const fine = glyphRings(sub, index, 0.05 / scale / 32).rings
    expect(coarse).toHaveLength(fine.length)
    let worst = 0
    for (const ring of fine) for (const p of ring) worst = Math.max(worst, Math.min(...coarse.map((r) => distanceToRing(p, r))))
    expect(worst * scale).toBeLessThanOrEqual(0.05)
    expect(worst * scale).toBeGreaterThan(0.005)
  })
})
