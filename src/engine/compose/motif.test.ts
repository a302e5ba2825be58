import { describe, expect, it } from 'vitest'
import { signedArea } from '../geometry/curves.ts'
import { boxOf, type Pt } from '../geometry/vec.ts'
import { INK, Sketch, type Ink } from '../ink/sketch.ts'
import { loadMotif, type IconRef } from '../motifs/load-motif.ts'
import { inkMask } from '../print/ink-mask.ts'
import { silhouetteMask } from '../print/design-measures.ts'
import { count } from '../photo/raster/image.ts'
import { Random } from '../random.ts'
import { STYLES, type ColourMode, type StyleId } from '../styles.ts'
import type { MotifRef } from '../text/lexicon/types.ts'
import { drawMotif } from './motif.ts'

const SKULL: MotifRef = { set: 'game-icons', name: 'death-skull' }
const LION: MotifRef = { set: 'game-icons', name: 'lion' }
const OWL: MotifRef = { set: 'game-icons', name: 'owl' }

function drawn(ref: MotifRef, style: StyleId, colour: ColourMode = STYLES[style].defaultColour): Ink {
  const sk = new Sketch(STYLES[style], colour)
  drawMotif(sk, new Random(7), ref, { centre: [40, 40], sizeMm: 60 })
  return sk.compile(80, 80)
}

/** The centre of a set of shapes' points, and the bounding box's centre of the whole design. */
function centreOf(ink: Ink, layer: 'shade' | 'line' | 'colour'): [number, number] {
  const pts = ink.shapes.filter((s) => s.layer === layer).flatMap((s) => s.rings.flat())
  return [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length]
}

/** Inked share of the silhouette: near 1 for a solid mass, well under for line work. */
function solidity(ink: Ink): number {
  const k = 4
  const sil = count(silhouetteMask(ink, k))
  return count(inkMask(ink, k)) / sil
}

describe('icons drawn through the ink', () => {
  it('in fine line, as lines only: no colour, no shading', () => {
    const ink = drawn(LION, 'fine-line')
    expect(ink.shapes.length).toBeGreaterThan(0)
    expect(ink.shapes.every((s) => s.layer === 'line')).toBe(true)
  })

  it('in traditional, flat colour with a black shadow on the side away from the light (lower right)', () => {
    const ink = drawn(SKULL, 'traditional', 'color')
    expect(ink.shapes.some((s) => s.layer === 'colour')).toBe(true)
    const shadow = ink.shapes.filter((s) => s.layer === 'shade')
    expect(shadow.length).toBeGreaterThan(0)
    expect(shadow.every((s) => s.colour === INK)).toBe(true)
    const [sx, sy] = centreOf(ink, 'shade')
    const [lx, ly] = centreOf(ink, 'line')
    expect(sx).toBeGreaterThan(lx)
    expect(sy).toBeGreaterThan(ly)
  })

  it('in black-and-grey traditional, outlined and shaded rather than one solid mass as blackwork is', () => {
    // The skull's sockets are paper either way; blackwork inks all the rest.
    const traditional = solidity(drawn(SKULL, 'traditional', 'bw'))
    const blackwork = solidity(drawn(SKULL, 'blackwork'))
    expect(blackwork, `blackwork ${blackwork.toFixed(2)}, traditional ${traditional.toFixed(2)}`).toBeGreaterThan(
      traditional + 0.2,
    )
  })

  it('hatched in geometric: strokes beyond the outline and cut-outs a plain style draws', () => {
    const plain = drawn(LION, 'minimalist')
    const hatched = drawn(LION, 'geometric')
    // Hatch strokes are extra line shapes beyond the outline and cut-outs.
    expect(hatched.shapes.length).toBeGreaterThan(plain.shapes.length + 5)
  })

  it('keeps the cut-outs open under the shadow (the owl’s eyes and feathers stay paper)', () => {
    const motif = loadMotif(OWL as IconRef)
    if (motif.kind !== 'fill') throw new Error('the owl is a filled icon')
    const rings = motif.rings.map((r) => r.map(([x, y]): Pt => [40 + x * 60, 40 + y * 60]))
    const areas = rings.map(signedArea)
    const outer = Math.sign(areas.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0))
    // compile fits the drawing's box into the canvas with a 6 % margin, centred.
    const box = boxOf(rings.flat())
    const k = Math.min((80 * 0.88) / (box.maxX - box.minX), (80 * 0.88) / (box.maxY - box.minY))
    const fit = ([x, y]: Pt): Pt => [40 + (x - (box.minX + box.maxX) / 2) * k, 40 + (y - (box.minY + box.maxY) / 2) * k]
    const holes = rings
      .filter((_, i) => Math.sign(areas[i]!) !== outer)
      .filter((r) => {
        const b = boxOf(r)
        return Math.min(b.maxX - b.minX, b.maxY - b.minY) > 3
      })
    expect(holes.length).toBeGreaterThanOrEqual(2)
    let checked = 0
    for (const style of ['neo-traditional', 'geometric', 'traditional'] as const) {
      const ink = drawn(OWL, style, 'bw')
      const shading = ink.shapes.filter((s) => s.layer !== 'line')
      // Geometric hatches with lines; the others shade with fills.
      expect(style === 'geometric' ? ink.shapes.length > 20 : shading.length > 0, style).toBe(true)
      for (const hole of holes) {
        // Points across the middle of the cut-out, clear of its line.
        const b = boxOf(hole)
        const steps = Array.from({ length: 9 }, (_, i) => 0.1 + i * 0.1)
        const inside = steps.flatMap((u) =>
          steps.map((v): Pt => [b.minX + u * (b.maxX - b.minX), b.minY + v * (b.maxY - b.minY)]),
        )
        // Paper in the icon itself (in the cut-out, not on an island inside it), and clear of every
        // line (at most an outline wide, centred on its ring).
        const clear = inside.filter(
          (q) =>
            winding(q, [hole]) !== 0 &&
            winding(q, rings) === 0 &&
            Math.min(...rings.map((r) => distanceTo(q, r))) * k > STYLES[style].weights.outline,
        )
        checked += clear.length
        for (const p of clear.map(fit)) {
          const covered = ink.shapes.filter((s) => winding(p, s.rings) !== 0)
          expect(
            covered.map((s) => s.layer),
            `${style}: cut-out at ${p.map((v) => v.toFixed(1))}`,
          ).toEqual([])
        }
      }
    }
    // Enough paper was looked at for the check to mean something.
    expect(checked).toBeGreaterThan(100)
  })
})

/** Winding number of the rings round a point (non-zero: inside). */
function winding(p: Pt, rings: readonly (readonly Pt[])[]): number {
  let w = 0
  for (const ring of rings)
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!
      const b = ring[(i + 1) % ring.length]!
      if (a[1] <= p[1]) {
        if (b[1] > p[1] && (b[0] - a[0]) * (p[1] - a[1]) - (p[0] - a[0]) * (b[1] - a[1]) > 0) w++
      } else if (b[1] <= p[1] && (b[0] - a[0]) * (p[1] - a[1]) - (p[0] - a[0]) * (b[1] - a[1]) < 0) w--
    }
  return w
}

function distanceTo(p: Pt, ring: readonly Pt[]): number {
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
