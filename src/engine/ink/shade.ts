import { PAPER_MM } from './narrow-paper.ts'
import { difference } from '../geometry/clip.ts'
import { Coverage } from '../geometry/coverage.ts'
import { smoothThrough } from '../geometry/curves.ts'
import { boxOf, lerp, rotate, scale, type Pt } from '../geometry/vec.ts'
import { darken } from '../colour.ts'
import type { Random } from '../random.ts'
import { INK, type Sketch } from './sketch.ts'

/**
 * Shadow inside a shape the way the style would ink it: a crescent on the side away from the
 * light, solid, stippled, hatched or washed. Coordinates are the sketch's current ones (mm).
 */
export function shade(
  sk: Sketch,
  rng: Random,
  ring: readonly Pt[],
  {
    towards,
    depth,
    colour,
  }: {
    /** Unit vector pointing into the shadow side. */
    towards: Pt
    /** Crescent depth in mm. */
    depth: number
    /** The shape's fill colour, for washes in colour mode. */
    colour?: string
  },
): void {
  const { shading } = sk.style
  if (shading === 'none' || depth <= 0) return
  // Bold styles sweep a narrow shadow along the edge: a deep one would swallow the colour.
  if (shading === 'solid') depth = Math.min(depth, sk.style.weights.outline * 1.2)
  // The crescent follows the smooth outline that is actually inked, not its control points.
  const smooth = smoothThrough(ring, { closed: true, step: 0.6 })
  const shift = scale(towards, -depth)
  const moved = smooth.map((p) => [p[0] + shift[0], p[1] + shift[1]] as Pt)
  switch (shading) {
    case 'solid':
    case 'wash': {
      const crescent = difference(smooth, moved)
      if (crescent.length === 0) return
      if (shading === 'solid') sk.fill(crescent, 'shade', INK)
      else if (sk.inColour && colour) sk.fill(crescent, 'colour', darken(colour, 0.35), 0.85)
      else sk.fill(crescent, 'shade', INK, 0.35)
      return
    }
    case 'stipple':
    case 'whip':
      stipple(sk, rng, smooth, moved, towards, depth)
      return
    case 'hatch':
      hatch(sk, smooth, moved, sk.style.weights.detail * 3.2, towards)
      return
  }
}

/** Dots denser towards the shadow edge, never closer than the print rule allows. */
function stipple(sk: Sketch, rng: Random, ring: Pt[], moved: Pt[], towards: Pt, depth: number): void {
  const d = sk.style.weights.detail
  const box = boxOf(ring)
  const area = (box.maxX - box.minX) * (box.maxY - box.minY)
  const tries = Math.min(600, Math.ceil(area / (d * d * 6)))
  // The crescent as two small bitmaps (the shape and its shifted copy): a try costs two lookups.
  const local = (pts: readonly Pt[]) => pts.map((p) => [p[0] - box.minX, p[1] - box.minY] as Pt)
  const shape = new Coverage(box.maxX - box.minX, box.maxY - box.minY, 0.15)
  shape.add(local(ring))
  const shifted = new Coverage(box.maxX - box.minX, box.maxY - box.minY, 0.15)
  shifted.add(local(moved))
  // Centres a dot and the print rule's 0.5 mm of paper apart: closer dots blur into a grey smear in skin.
  const gap = Math.max(d * 1.6, d + PAPER_MM)
  // Dots keep the same paper from the outline (drawn centred on the ring).
  const clear = sk.style.weights.outline / 2 + PAPER_MM + d / 2
  const rim = Array.from(
    { length: 6 },
    (_, k) => [Math.cos((k * Math.PI) / 3) * clear, Math.sin((k * Math.PI) / 3) * clear] as Pt,
  )
  const taken = new Map<number, Pt[]>()
  const key = (cx: number, cy: number) => cx * 65536 + cy
  const deepest = Math.max(...ring.map((p) => p[0] * towards[0] + p[1] * towards[1]))
  for (let i = 0; i < tries; i++) {
    const p: Pt = [rng.range(box.minX, box.maxX), rng.range(box.minY, box.maxY)]
    const q: Pt = [p[0] - box.minX, p[1] - box.minY]
    if (!shape.has(q) || shifted.has(q)) continue
    if (!rim.every((o) => shape.has([q[0] + o[0], q[1] + o[1]]))) continue
    const into = 1 - (deepest - (p[0] * towards[0] + p[1] * towards[1])) / Math.max(depth, 1e-6)
    if (!rng.chance(0.25 + 0.75 * Math.max(0, Math.min(1, into)))) continue
    const cx = Math.floor(q[0] / gap)
    const cy = Math.floor(q[1] / gap)
    let near = false
    for (let dx = -1; dx <= 1 && !near; dx++)
      for (let dy = -1; dy <= 1 && !near; dy++)
        near = (taken.get(key(cx + dx, cy + dy)) ?? []).some((o) => Math.hypot(o[0] - p[0], o[1] - p[1]) < gap)
    if (near) continue
    const cell = taken.get(key(cx, cy))
    if (cell) cell.push(p)
    else taken.set(key(cx, cy), [p])
    sk.dot(p, d)
  }
}

/** Parallel lines across the crescent: inside the shape, outside its shifted copy. */
function hatch(sk: Sketch, ring: Pt[], moved: Pt[], gap: number, towards: Pt): void {
  // Strokes run at 45° to the shadow's direction, as an engraver's would, whatever way the shape turns.
  const dir = rotate(towards, Math.PI / 4)
  const across: Pt = [-dir[1], dir[0]]
  const offsets = ring.map((p) => p[0] * across[0] + p[1] * across[1])
  const reach = Math.max(...ring.map((p) => Math.abs(p[0] * dir[0] + p[1] * dir[1]))) + 1
  for (let o = Math.min(...offsets) + gap / 2; o < Math.max(...offsets); o += gap) {
    const a: Pt = [across[0] * o - dir[0] * reach, across[1] * o - dir[1] * reach]
    const b: Pt = [across[0] * o + dir[0] * reach, across[1] * o + dir[1] * reach]
    for (const [t0, t1] of minus(spans(a, b, [ring]), spans(a, b, [moved]))) {
      if ((t1 - t0) * 2 * reach < gap * 0.8) continue
      sk.curve([lerp(a, b, t0), lerp(a, b, t1)], 'detail', { taper: 0.2 })
    }
  }
}

/** Intervals of `from` not covered by any interval of `cut` (both sorted, disjoint). */
function minus(from: [number, number][], cut: [number, number][]): [number, number][] {
  const out: [number, number][] = []
  for (const [s0, s1] of from) {
    let start = s0
    for (const [c0, c1] of cut) {
      if (c1 <= start || c0 >= s1) continue
      if (c0 > start) out.push([start, c0])
      start = Math.max(start, c1)
    }
    if (start < s1) out.push([start, s1])
  }
  return out
}

/** Parameter intervals (0–1) of segment a→b inside the rings (even–odd). */
function spans(a: Pt, b: Pt, rings: readonly (readonly Pt[])[]): [number, number][] {
  const ts: number[] = []
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i]!
      const q = ring[(i + 1) % ring.length]!
      const ex = q[0] - p[0]
      const ey = q[1] - p[1]
      const den = dx * ey - dy * ex
      if (Math.abs(den) < 1e-12) continue
      const t = ((p[0] - a[0]) * ey - (p[1] - a[1]) * ex) / den
      const u = ((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / den
      if (t >= 0 && t <= 1 && u >= 0 && u < 1) ts.push(t)
    }
  }
  ts.sort((x, y) => x - y)
  const out: [number, number][] = []
  for (let i = 0; i + 1 < ts.length; i += 2) out.push([ts[i]!, ts[i + 1]!])
  return out
}
