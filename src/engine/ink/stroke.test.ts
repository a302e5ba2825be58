import { describe, expect, it } from 'vitest'
import { smoothThrough } from '../geometry/curves.ts'
import type { Pt } from '../geometry/vec.ts'
import { areaOf } from '../geometry/clip.ts'
import { outlineClosed, outlineOpen, widthsAlong } from './stroke.ts'

/** Non-zero winding number of a point against a set of rings (how SVG fills them). */
function winding(p: Pt, rings: readonly (readonly Pt[])[]): number {
  let w = 0
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [x0, y0] = ring[j]!
      const [x1, y1] = ring[i]!
      const cross = (x1 - x0) * (p[1] - y0) - (p[0] - x0) * (y1 - y0)
      if (y0 <= p[1] && y1 > p[1] && cross > 0) w++
      else if (y0 > p[1] && y1 <= p[1] && cross < 0) w--
    }
  }
  return w
}

describe('outlineClosed', () => {
  // A long, thin leaf: 40 mm long, 3 mm wide, with a 1.5 mm line round it.
  const leaf = smoothThrough(
    [
      [0, 0],
      [10, 1.5],
      [30, 1.2],
      [40, 0],
      [30, -1.2],
      [10, -1.5],
    ],
    { closed: true },
  )
  const band = outlineClosed(
    leaf,
    leaf.map(() => 1.5),
  )

  it('inks the line and leaves the inside of a wide part clear', () => {
    expect(winding([20, 1.4], band)).not.toBe(0)
    expect(winding([20, 0], band)).toBe(0)
    expect(winding([20, 5], band)).toBe(0)
  })

  it('fills a tip narrower than the line solid, with no speck of paper', () => {
    for (const x of [38.5, 39, 39.5]) expect(winding([x, 0], band)).not.toBe(0)
  })
})

describe('short strokes', () => {
  it('keep their width instead of swelling into blobs (perfect-freehand thresholds are in pixels)', () => {
    for (const length of [1, 2, 3, 5]) {
      const points = smoothThrough([
        [0, 0],
        [length, length * 0.3],
      ])
      const widths = widthsAlong(points, { width: 0.4, taper: 0.2 })
      const area = areaOf([outlineOpen(points, widths)])
      const expected = Math.hypot(length, length * 0.3) * 0.4 + Math.PI * 0.2 * 0.2
      expect(area).toBeLessThan(expected * 1.3)
      expect(area).toBeGreaterThan(expected * 0.6)
    }
  })
})
