import { darken } from '../colour.ts'
import { intersect } from '../geometry/clip.ts'
import { boxOf, type Box, type Pt } from '../geometry/vec.ts'
import { Random } from '../random.ts'
import { circleRing } from './stroke.ts'
import type { InkShape } from './sketch.ts'

/** Below this size (mm) a fill stays one translucent layer: blooms and splashes would be clutter. */
const SMALLEST_BLOOM_MM = 4

/** A seed from the shape itself, so the same design always bleeds the same way. */
function seedOf(rings: readonly (readonly Pt[])[], colour: string): number {
  let h = 2166136261
  const feed = (n: number) => {
    h ^= Math.round(n * 100)
    h = Math.imul(h, 16777619)
  }
  for (const ring of rings.slice(0, 2)) {
    feed(ring.length)
    for (const p of ring.slice(0, 8)) {
      feed(p[0])
      feed(p[1])
    }
  }
  for (const ch of colour) feed(ch.charCodeAt(0))
  return h | 0
}

const moved = (rings: readonly (readonly Pt[])[], c: Pt, k: number, d: Pt): Pt[][] =>
  rings.map((ring) => ring.map((p) => [c[0] + (p[0] - c[0]) * k + d[0], c[1] + (p[1] - c[1]) * k + d[1]] as Pt))

/**
 * A colour fill as watercolour is tattooed: not a flat field inside the line but translucent
 * layers that pool and bleed past it. A light wash a little larger than the shape and drifted
 * off it, a deeper pool inside, and a few splashes nearby; overlaps build the depth a flat fill
 * lacks. The line work stays on top, so the design still reads as drawn. Returned back to front.
 */
export function watercolourWash(rings: readonly (readonly Pt[])[], colour: string, canvas: Box): InkShape[] {
  const box = boxOf(rings.flat())
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY)
  if (size < SMALLEST_BLOOM_MM) return [{ layer: 'colour', rings: rings.map((r) => [...r]), colour, opacity: 0.8 }]
  const rng = new Random(seedOf(rings, colour))
  const c: Pt = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
  const drift = Math.min(size * 0.06, 3)
  const a = rng.range(0, Math.PI * 2)
  const d: Pt = [Math.cos(a) * drift, Math.sin(a) * drift]
  const shapes: InkShape[] = [
    { layer: 'colour', rings: moved(rings, c, 1.07, d), colour, opacity: 0.5 },
    { layer: 'colour', rings: moved(rings, c, 0.98, [-d[0] * 0.4, -d[1] * 0.4]), colour, opacity: 0.45 },
  ]
  // A deeper pool where the paint gathered, on the side away from the drift, kept inside the shape.
  const w = (box.maxX - box.minX) * rng.range(0.28, 0.4)
  const h = (box.maxY - box.minY) * rng.range(0.28, 0.4)
  const tilt = rng.range(0, Math.PI)
  const centre: Pt = [c[0] - d[0] * 1.5, c[1] - d[1] * 1.5]
  const blob = Array.from({ length: 28 }, (_, i) => {
    const t = (i / 28) * Math.PI * 2
    const wobble = 1 + 0.12 * Math.sin(t * 3 + tilt)
    const x = Math.cos(t) * w * wobble
    const y = Math.sin(t) * h * wobble
    return [centre[0] + x * Math.cos(tilt) - y * Math.sin(tilt), centre[1] + x * Math.sin(tilt) + y * Math.cos(tilt)] as Pt
  })
  const pool = intersect(rings, [blob])
  if (pool.length) shapes.push({ layer: 'colour', rings: pool, colour: darken(colour, 0.2), opacity: 0.35 })
  // Splashes off the drifted side, as paint flicked from the brush: just past the shape's edge in
  // that direction (a long stem's splashes stay near it), never off the canvas.
  const [hw, hh] = [(box.maxX - box.minX) / 2, (box.maxY - box.minY) / 2]
  const splashes = rng.int(2, 4)
  for (let i = 0; i < splashes; i++) {
    const at = a + rng.around(0, 0.9)
    const edge = 1 / Math.hypot(Math.cos(at) / Math.max(hw, 1), Math.sin(at) / Math.max(hh, 1))
    const reach = edge * rng.range(1.1, 1.4)
    const r = Math.max(0.5, size * rng.range(0.012, 0.035))
    const at2: Pt = [c[0] + Math.cos(at) * reach, c[1] + Math.sin(at) * reach]
    if (at2[0] - r < canvas.minX || at2[1] - r < canvas.minY || at2[0] + r > canvas.maxX || at2[1] + r > canvas.maxY) continue
    shapes.push({ layer: 'colour', rings: [circleRing(at2, r)], colour, opacity: 0.55 })
  }
  return shapes
}
