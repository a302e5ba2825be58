/** A point or vector in millimetres (the engine's only unit). */
export type Pt = readonly [number, number]

export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]]
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]]
export const scale = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k]
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
export const len = (a: Pt): number => Math.hypot(a[0], a[1])
export const dist = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1])

/** Distance from `p` to the segment from `a` to `b` (to `a` when the segment has no length). */
export function segmentDistance(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const l2 = dx * dx + dy * dy
  const t = l2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2)) : 0
  return Math.hypot(p[0] - a[0] - dx * t, p[1] - a[1] - dy * t)
}

/**
 * Distance from `p` to a polyline (closed when `closed`); once it is known to be under `enough`
 * the search stops there, which is all a clearance test needs.
 */
export function distanceToLine(p: Pt, line: readonly Pt[], closed = true, enough = 0): number {
  let best = Infinity
  const n = line.length
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const d = segmentDistance(p, line[i]!, line[(i + 1) % n]!)
    if (d < best) {
      best = d
      if (best < enough) return best
    }
  }
  return best
}
export const normalize = (a: Pt): Pt => {
  const l = len(a)
  return l === 0 ? [0, 0] : [a[0] / l, a[1] / l]
}
/** The vector turned a quarter to the left (counter-clockwise in y-up, clockwise on screen). */
export const perp = (a: Pt): Pt => [-a[1], a[0]]
export const polar = (angle: number, r: number, centre: Pt = [0, 0]): Pt => [
  centre[0] + Math.cos(angle) * r,
  centre[1] + Math.sin(angle) * r,
]
export const rotate = (a: Pt, angle: number, about: Pt = [0, 0]): Pt => {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const x = a[0] - about[0]
  const y = a[1] - about[1]
  return [about[0] + x * c - y * s, about[1] + x * s + y * c]
}

/** An affine transform [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's order). */
export type Matrix = readonly [number, number, number, number, number, number]

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ]
}

export const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y]
export const scaling = (sx: number, sy = sx): Matrix => [sx, 0, 0, sy, 0, 0]
export const rotation = (angle: number): Matrix => {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  return [c, s, -s, c, 0, 0]
}

/** Composes transforms applied right to left: compose(T, R, S) scales, then rotates, then moves. */
export const compose = (...ms: Matrix[]): Matrix => ms.reduce((acc, m) => multiply(acc, m), IDENTITY)

export const apply = (m: Matrix, p: Pt): Pt => [m[0] * p[0] + m[2] * p[1] + m[4], m[1] * p[0] + m[3] * p[1] + m[5]]

export interface Box {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

export const EMPTY_BOX: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }

export function boxOf(points: Iterable<Pt>, into: Box = { ...EMPTY_BOX }): Box {
  for (const [x, y] of points) {
    if (x < into.minX) into.minX = x
    if (y < into.minY) into.minY = y
    if (x > into.maxX) into.maxX = x
    if (y > into.maxY) into.maxY = y
  }
  return into
}

export const boxesOverlap = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
