import { insideRing } from '../geometry/curves.ts'
import { segmentDistance, type Pt } from '../geometry/vec.ts'
import { MIN_PAPER_MM } from './narrow-paper.ts'

export interface PlacedDot {
  centre: Pt
  r: number
}

/** Grid cell for looking up nearby ink edges, mm. */
const CELL = 1

/**
 * The dots (stipple, texture) that keep the print rule's paper from the line work and from each
 * other: a dot closer than 0.5 mm to a line, or to another dot, without touching it, would blur
 * into it in skin. Dots that overlap ink are kept (they read as part of it). Returns a keep-flag per dot.
 */
export function clearDots(dots: readonly PlacedDot[], lines: readonly (readonly Pt[][])[]): boolean[] {
  if (dots.length === 0) return []
  const reach = Math.max(0, ...dots.map((d) => d.r)) + MIN_PAPER_MM
  // Only the cells round the dots matter: edges elsewhere are never looked up.
  const wanted = new Set<number>()
  const around = Math.ceil(reach / CELL)
  // Edges of the line work by grid cell (each edge in every cell its box touches).
  const edges = new Map<number, { a: Pt; b: Pt; shape: number }[]>()
  const key = (cx: number, cy: number) => cx * 100_003 + cy
  for (const d of dots) {
    const cx = Math.floor(d.centre[0] / CELL)
    const cy = Math.floor(d.centre[1] / CELL)
    for (let dx = -around; dx <= around; dx++) for (let dy = -around; dy <= around; dy++) wanted.add(key(cx + dx, cy + dy))
  }
  lines.forEach((rings, shape) => {
    for (const ring of rings)
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!
        const b = ring[(i + 1) % ring.length]!
        const x0 = Math.floor(Math.min(a[0], b[0]) / CELL)
        const x1 = Math.floor(Math.max(a[0], b[0]) / CELL)
        const y0 = Math.floor(Math.min(a[1], b[1]) / CELL)
        const y1 = Math.floor(Math.max(a[1], b[1]) / CELL)
        for (let cx = x0; cx <= x1; cx++)
          for (let cy = y0; cy <= y1; cy++) {
            if (!wanted.has(key(cx, cy))) continue
            const list = edges.get(key(cx, cy))
            if (list) list.push({ a, b, shape })
            else edges.set(key(cx, cy), [{ a, b, shape }])
          }
      }
  })
  const kept = new Map<number, PlacedDot[]>()
  const span = Math.ceil(reach / CELL)
  return dots.map((dot) => {
    const [x, y] = dot.centre
    const cx = Math.floor(x / CELL)
    const cy = Math.floor(y / CELL)
    let nearest = Infinity
    let nearShape = -1
    for (let dx = -span; dx <= span; dx++)
      for (let dy = -span; dy <= span; dy++)
        for (const e of edges.get(key(cx + dx, cy + dy)) ?? []) {
          const d = segmentDistance(dot.centre, e.a, e.b)
          if (d < nearest) {
            nearest = d
            nearShape = e.shape
          }
        }
    const gap = nearest - dot.r
    // Paper between the dot and a line, unless the dot lies inside that line's ink.
    if (gap >= 0 && gap < MIN_PAPER_MM && !insideShape(dot.centre, lines[nearShape]!)) return false
    for (let dx = -span; dx <= span; dx++)
      for (let dy = -span; dy <= span; dy++)
        for (const o of kept.get(key(cx + dx, cy + dy)) ?? []) {
          const g = Math.hypot(o.centre[0] - x, o.centre[1] - y) - o.r - dot.r
          if (g >= 0 && g < MIN_PAPER_MM) return false
        }
    const list = kept.get(key(cx, cy))
    if (list) list.push(dot)
    else kept.set(key(cx, cy), [dot])
    return true
  })
}

/** Even–odd inside test over a shape's rings (outline bands have their paper as holes). */
function insideShape(p: Pt, rings: readonly Pt[][]): boolean {
  let inside = false
  for (const ring of rings) if (insideRing(p, ring)) inside = !inside
  return inside
}
