import type { Pt } from '../geometry/vec.ts'

/*
 * clipper2-js, the Clipper port the engine used first, offset open lines wrongly (arcs came back
 * as a saw of slivers, with a fraction of their area), so strokes are built here from pieces: one
 * quad per segment, mitred to the next where the line bends gently so neighbours share an edge,
 * and a join piece where it turns sharply. (Separate rectangles with a wedge at every joint would be simpler, but that port
 * stalled on unions of hundreds of pieces with overlapping collinear edges.) The caller unions
 * the pieces, all wound the same way, under the non-zero rule.
 */

export type Cap = 'butt' | 'round' | 'square'
export type Join = 'miter' | 'round' | 'bevel'

/** Bends gentler than this share their mitred edge; sharper ones get a join piece. */
const SMOOTH_TURN = (20 * Math.PI) / 180
const MITER_LIMIT = 4
/** Segments shorter than this many half-widths may twist when mitred at both ends. */
const MITRE_SEGMENT = 0.8

/**
 * Whether pieces draw this line cleanly: every gently bent joint lies between segments long
 * enough for their mitred quads not to twist. A wide line along a finely broken curve (a
 * stroke as wide as the curve's detail) is not, and is better drawn as one outline.
 */
export function suitsPieces(points: readonly Pt[], closed: boolean, half: number): boolean {
  const n = points.length
  const segs = closed ? n : n - 1
  const seg = (i: number) => {
    const a = points[((i % n) + n) % n]!
    const b = points[(((i + 1) % n) + n) % n]!
    return [b[0] - a[0], b[1] - a[1]] as const
  }
  for (let v = closed ? 0 : 1; v < (closed ? n : n - 1); v++) {
    const a = seg(v - 1)
    const b = seg(v)
    const la = Math.hypot(a[0], a[1])
    const lb = Math.hypot(b[0], b[1])
    if (la < 1e-9 || lb < 1e-9 || segs < 2) continue
    const cos = (a[0] * b[0] + a[1] * b[1]) / (la * lb)
    if (cos > Math.cos(SMOOTH_TURN) && Math.min(la, lb) < half * MITRE_SEGMENT) return false
  }
  return true
}

const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]]
const addScaled = (a: Pt, v: Pt, k: number): Pt => [a[0] + v[0] * k, a[1] + v[1] * k]
const normalOf = (a: Pt, b: Pt): Pt => {
  const d = sub(b, a)
  const l = Math.hypot(d[0], d[1])
  return [-d[1] / l, d[0] / l]
}

/** A circle as a polygon that strays less than `tolerance` from the true circle. */
export function circlePolygon(c: Pt, r: number, tolerance: number): Pt[] {
  const n = Math.max(8, Math.min(96, Math.ceil(Math.PI / Math.acos(Math.max(-1, 1 - tolerance / r)))))
  const out: Pt[] = []
  for (let i = 0; i < n; i++) out.push([c[0] + r * Math.cos((2 * Math.PI * i) / n), c[1] + r * Math.sin((2 * Math.PI * i) / n)])
  return out
}

/** Where segments p→q and r→s cross, if they do. */
function crossing(p: Pt, q: Pt, r: Pt, s: Pt): Pt | null {
  const d1 = sub(q, p)
  const d2 = sub(s, r)
  const den = d1[0] * d2[1] - d1[1] * d2[0]
  if (Math.abs(den) < 1e-12) return null
  const w = sub(r, p)
  const t = (w[0] * d2[1] - w[1] * d2[0]) / den
  const u = (w[0] * d1[1] - w[1] * d1[0]) / den
  return t > 0 && t < 1 && u > 0 && u < 1 ? addScaled(p, d1, t) : null
}

/**
 * A segment much shorter than the line is wide, mitred at both ends, can twist into a bow tie
 * whose backward lobe would cancel ink; it is split into its two lobes instead.
 */
function untwisted(quad: Pt[]): Pt[][] {
  const [a1, b1, b2, a2] = quad as [Pt, Pt, Pt, Pt]
  const x = crossing(a1, b1, b2, a2)
  if (x)
    return [
      [a1, x, a2],
      [x, b1, b2],
    ]
  const y = crossing(b1, b2, a2, a1)
  if (y)
    return [
      [a1, b1, y],
      [y, b2, a2],
    ]
  return [quad]
}

/** Makes every piece wind the same way, so overlapping pieces add up instead of cancelling. */
function oriented(ring: Pt[]): Pt[] {
  let a = 0
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!
    const q = ring[(i + 1) % ring.length]!
    a += p[0] * q[1] - q[0] * p[1]
  }
  return a < 0 ? ring.reverse() : ring
}

/** The pieces whose union is the stroke of a polyline `2 · half` wide. */
export function strokePieces(
  input: readonly Pt[],
  closed: boolean,
  half: number,
  cap: Cap,
  join: Join,
  tolerance: number,
): Pt[][] {
  const pts: Pt[] = []
  for (const p of input) {
    const last = pts[pts.length - 1]
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > 1e-9) pts.push(p)
  }
  if (closed && pts.length > 2) {
    const [f, l] = [pts[0]!, pts[pts.length - 1]!]
    if (Math.hypot(f[0] - l[0], f[1] - l[1]) < 1e-9) pts.pop()
  }
  if (pts.length < 2) {
    // A zero-length line is a dot under round and square caps (icons draw dots this way).
    const p = pts[0]
    if (!p || cap === 'butt') return []
    if (cap === 'round') return [oriented(circlePolygon(p, half, tolerance))]
    return [
      oriented([
        addScaled(p, [-1, -1], half),
        addScaled(p, [1, -1], half),
        addScaled(p, [1, 1], half),
        addScaled(p, [-1, 1], half),
      ]),
    ]
  }
  const isClosed = closed && pts.length > 2
  const n = pts.length
  const segCount = isClosed ? n : n - 1
  const normals: Pt[] = []
  for (let i = 0; i < segCount; i++) normals.push(normalOf(pts[i]!, pts[(i + 1) % n]!))

  const pieces: Pt[][] = []
  // Offsets at the start and end of each segment: mitred where the bend is gentle.
  const startOff: Pt[] = normals.map((nm) => [nm[0] * half, nm[1] * half])
  const endOff: Pt[] = normals.map((nm) => [nm[0] * half, nm[1] * half])
  for (let v = 0; v < n; v++) {
    const before = isClosed ? (v - 1 + segCount) % segCount : v - 1
    const after = v
    if (before < 0 || after >= segCount) continue
    const a = normals[before]!
    const b = normals[after]!
    const turn = Math.acos(Math.max(-1, Math.min(1, a[0] * b[0] + a[1] * b[1])))
    const m: Pt = [a[0] + b[0], a[1] + b[1]]
    const ml = Math.hypot(m[0], m[1])
    if (turn < SMOOTH_TURN) {
      const k = (2 * half) / (ml * ml)
      endOff[before] = startOff[after] = [m[0] * k, m[1] * k]
      continue
    }
    const p = pts[v]!
    if (join === 'round') {
      pieces.push(circlePolygon(p, half, tolerance))
      continue
    }
    // The wedge on the outer side of the turn; the inner side lies inside the segments.
    const side = a[0] * b[1] - a[1] * b[0] > 0 ? -1 : 1
    const pa = addScaled(p, a, half * side)
    const pb = addScaled(p, b, half * side)
    const miterLength = ml > 1e-9 ? 2 / ml : Infinity
    if (join === 'miter' && miterLength <= MITER_LIMIT)
      pieces.push([p, pa, addScaled(p, m, (half * side * miterLength) / ml), pb])
    else pieces.push([p, pa, pb])
  }
  for (let i = 0; i < segCount; i++) {
    let a = pts[i]!
    let b = pts[(i + 1) % n]!
    if (!isClosed && cap === 'square') {
      const d = sub(b, a)
      const l = Math.hypot(d[0], d[1])
      if (i === 0) a = addScaled(a, d, -half / l)
      if (i === segCount - 1) b = addScaled(b, d, half / l)
    }
    const s0 = startOff[i]!
    const e0 = endOff[i]!
    pieces.push(...untwisted([addScaled(a, s0, 1), addScaled(b, e0, 1), addScaled(b, e0, -1), addScaled(a, s0, -1)]))
  }
  if (!isClosed && cap === 'round') {
    pieces.push(circlePolygon(pts[0]!, half, tolerance), circlePolygon(pts[n - 1]!, half, tolerance))
  }
  return pieces.map(oriented)
}
