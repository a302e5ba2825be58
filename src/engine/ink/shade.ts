import { subtract } from '../geometry/clip.ts'
import { insideRing, smoothThrough } from '../geometry/curves.ts'
import { boxOf, rotate, scale, type Pt } from '../geometry/vec.ts'
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
  const crescent = subtract([smooth], [moved]).filter((r) => r.length > 2)
  if (crescent.length === 0) return
  switch (shading) {
    case 'solid':
      sk.fill(crescent, 'shade', INK)
      return
    case 'wash':
      if (sk.inColour && colour) sk.fill(crescent, 'colour', darken(colour, 0.35), 0.85)
      else sk.fill(crescent, 'shade', INK, 0.35)
      return
    case 'stipple':
    case 'whip':
      stipple(sk, rng, crescent, towards, depth)
      return
    case 'hatch':
      hatch(sk, crescent, sk.style.weights.detail * 3.2, towards)
      return
  }
}

/** Dots denser towards the shadow edge, never closer than a dot and a half apart. */
function stipple(sk: Sketch, rng: Random, rings: Pt[][], towards: Pt, depth: number): void {
  const d = sk.style.weights.detail
  const box = boxOf(rings.flat())
  const area = (box.maxX - box.minX) * (box.maxY - box.minY)
  const tries = Math.min(600, Math.ceil(area / (d * d * 6)))
  const placed: Pt[] = []
  const deepest = Math.max(...rings.flat().map((p) => p[0] * towards[0] + p[1] * towards[1]))
  for (let i = 0; i < tries; i++) {
    const p: Pt = [rng.range(box.minX, box.maxX), rng.range(box.minY, box.maxY)]
    if (!rings.some((r) => insideRing(p, r))) continue
    const into = 1 - (deepest - (p[0] * towards[0] + p[1] * towards[1])) / Math.max(depth, 1e-6)
    if (!rng.chance(0.25 + 0.75 * Math.max(0, Math.min(1, into)))) continue
    if (placed.some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < d * 1.6)) continue
    placed.push(p)
    sk.dot(p, d)
  }
}

/** Parallel diagonal lines clipped to the shadow. */
function hatch(sk: Sketch, rings: Pt[][], gap: number, towards: Pt): void {
  // Strokes run at 45° to the shadow's direction, as an engraver's would, whatever way the shape turns.
  const dir = rotate(towards, Math.PI / 4)
  const across: Pt = [-dir[1], dir[0]]
  const pts = rings.flat()
  const offsets = pts.map((p) => p[0] * across[0] + p[1] * across[1])
  const reach = Math.max(...pts.map((p) => Math.abs(p[0] * dir[0] + p[1] * dir[1]))) + 1
  for (let o = Math.min(...offsets) + gap / 2; o < Math.max(...offsets); o += gap) {
    const a: Pt = [across[0] * o - dir[0] * reach, across[1] * o - dir[1] * reach]
    const b: Pt = [across[0] * o + dir[0] * reach, across[1] * o + dir[1] * reach]
    for (const [p, q] of clipSegment(a, b, rings)) {
      if (Math.hypot(q[0] - p[0], q[1] - p[1]) < gap * 0.8) continue
      sk.curve([p, q], 'detail', { taper: 0.2 })
    }
  }
}

/** The pieces of segment a→b inside the rings (even–odd). */
export function clipSegment(a: Pt, b: Pt, rings: readonly (readonly Pt[])[]): [Pt, Pt][] {
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
  const out: [Pt, Pt][] = []
  for (let i = 0; i + 1 < ts.length; i += 2) {
    const t0 = ts[i]!
    const t1 = ts[i + 1]!
    out.push([
      [a[0] + dx * t0, a[1] + dy * t0],
      [a[0] + dx * t1, a[1] + dy * t1],
    ])
  }
  return out
}

/** A colour made darker by `amount` (0–1), for shadows in washes. */
export function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount))
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}
