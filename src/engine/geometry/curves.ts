import { dist, lerp, type Pt } from './vec.ts'

/** Point spacing of sampled curves, in mm: finer than any line is wide, coarse enough to be quick. */
export const SAMPLE_MM = 0.35

/** A cubic Bézier segment at t. */
export function cubicAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t
  const a = u * u * u
  const b = 3 * u * u * t
  const c = 3 * u * t * t
  const d = t * t * t
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]
}

/** Samples a cubic Bézier every ≈ `step` mm (the first point included, the last one too). */
export function sampleCubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, step = SAMPLE_MM): Pt[] {
  const rough = dist(p0, p1) + dist(p1, p2) + dist(p2, p3)
  const n = Math.max(2, Math.ceil(rough / step))
  const out: Pt[] = []
  for (let i = 0; i <= n; i++) out.push(cubicAt(p0, p1, p2, p3, i / n))
  return out
}

/**
 * A smooth curve through every point (centripetal Catmull–Rom, which never loops or overshoots
 * between close points), sampled every ≈ `step` mm. `closed` joins the last point to the first.
 */
export function smoothThrough(points: readonly Pt[], { closed = false, step = SAMPLE_MM } = {}): Pt[] {
  if (points.length < 2) return [...points]
  const n = points.length
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n]!
    if (i < 0) return lerp(points[0]!, points[1]!, -1)
    if (i >= n) return lerp(points[n - 1]!, points[n - 2]!, -1)
    return points[i]!
  }
  const out: Pt[] = []
  const segments = closed ? n : n - 1
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    // Centripetal parametrisation (alpha = 0.5), converted to Bézier control points.
    const d1 = Math.sqrt(Math.max(dist(p0, p1), 1e-9))
    const d2 = Math.sqrt(Math.max(dist(p1, p2), 1e-9))
    const d3 = Math.sqrt(Math.max(dist(p2, p3), 1e-9))
    const c1: Pt = [
      (d1 * d1 * p2[0] - d2 * d2 * p0[0] + (2 * d1 * d1 + 3 * d1 * d2 + d2 * d2) * p1[0]) / (3 * d1 * (d1 + d2)),
      (d1 * d1 * p2[1] - d2 * d2 * p0[1] + (2 * d1 * d1 + 3 * d1 * d2 + d2 * d2) * p1[1]) / (3 * d1 * (d1 + d2)),
    ]
    const c2: Pt = [
      (d3 * d3 * p1[0] - d2 * d2 * p3[0] + (2 * d3 * d3 + 3 * d3 * d2 + d2 * d2) * p2[0]) / (3 * d3 * (d3 + d2)),
      (d3 * d3 * p1[1] - d2 * d2 * p3[1] + (2 * d3 * d3 + 3 * d3 * d2 + d2 * d2) * p2[1]) / (3 * d3 * (d3 + d2)),
    ]
    const piece = sampleCubic(p1, c1, c2, p2, step)
    if (i > 0) piece.shift()
    out.push(...piece)
  }
  if (closed) out.pop()
  return out
}

/** Total length of a polyline. */
export function polylineLength(points: readonly Pt[]): number {
  let total = 0
  for (let i = 1; i < points.length; i++) total += dist(points[i - 1]!, points[i]!)
  return total
}

/** Cumulative arc length at each point, from 0 to the total. */
export function arcLengths(points: readonly Pt[]): number[] {
  const out = [0]
  for (let i = 1; i < points.length; i++) out.push(out[i - 1]! + dist(points[i - 1]!, points[i]!))
  return out
}

/** The point at arc length `s` along a polyline (clamped to its ends). */
export function pointAtLength(points: readonly Pt[], lengths: readonly number[], s: number): Pt {
  if (s <= 0) return points[0]!
  const total = lengths[lengths.length - 1]!
  if (s >= total) return points[points.length - 1]!
  let lo = 0
  let hi = lengths.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (lengths[mid]! < s) lo = mid
    else hi = mid
  }
  const span = lengths[hi]! - lengths[lo]!
  return lerp(points[lo]!, points[hi]!, span === 0 ? 0 : (s - lengths[lo]!) / span)
}

/** Signed area (positive when the ring runs counter-clockwise in y-up coordinates). */
export function signedArea(ring: readonly Pt[]): number {
  let a = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1]
  return a / 2
}

/** Even–odd point-in-polygon test. */
export function insideRing(p: Pt, ring: readonly Pt[]): boolean {
  let inside = false
  const [x, y] = p
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/**
 * The ring with points dropped wherever the outline stays within `tolerance` mm without them
 * (Ramer–Douglas–Peucker): outlines come out of stroking and clipping far denser than print needs.
 */
export function simplifyRing(ring: readonly Pt[], tolerance: number): Pt[] {
  return simplifyIndexes(ring, tolerance).map((i) => ring[i]!)
}

/** The indexes of the points `simplifyRing` keeps, for callers with values per point. */
export function simplifyIndexes(ring: readonly Pt[], tolerance: number): number[] {
  if (ring.length <= 8) return ring.map((_, i) => i)
  const keep = new Uint8Array(ring.length)
  // Split at the point farthest from the first, so the closed ring becomes two open runs.
  let far = 0
  let farD = -1
  for (let i = 1; i < ring.length; i++) {
    const d = (ring[i]![0] - ring[0]![0]) ** 2 + (ring[i]![1] - ring[0]![1]) ** 2
    if (d > farD) {
      farD = d
      far = i
    }
  }
  keep[0] = keep[far] = 1
  const t2 = tolerance * tolerance
  const stack: [number, number][] = [
    [0, far],
    [far, ring.length],
  ]
  while (stack.length) {
    const [a, b] = stack.pop()!
    const pa = ring[a]!
    const pb = ring[b % ring.length]!
    const dx = pb[0] - pa[0]
    const dy = pb[1] - pa[1]
    const l2 = dx * dx + dy * dy
    let worst = -1
    let worstD = t2
    for (let i = a + 1; i < b; i++) {
      const p = ring[i]!
      let t = l2 > 0 ? ((p[0] - pa[0]) * dx + (p[1] - pa[1]) * dy) / l2 : 0
      t = t < 0 ? 0 : Math.min(t, 1)
      const ex = pa[0] + t * dx - p[0]
      const ey = pa[1] + t * dy - p[1]
      const d = ex * ex + ey * ey
      if (d > worstD) {
        worstD = d
        worst = i
      }
    }
    if (worst >= 0) {
      keep[worst] = 1
      stack.push([a, worst], [worst, b])
    }
  }
  const out: number[] = []
  for (let i = 0; i < ring.length; i++) if (keep[i] === 1) out.push(i)
  return out
}
