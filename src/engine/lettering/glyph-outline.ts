import { bytesOfRings, keptUpTo } from '../kept.ts'
import { signedArea } from '../geometry/curves.ts'
import type { Pt } from '../geometry/vec.ts'
import type { SubsetFont } from './font-files.ts'
import type { OtCommand } from './opentype.ts'

/** A glyph outline flattened to closed rings, in font units with y pointing down (as the page). */
export interface GlyphRings {
  rings: Pt[][]
  minX: number
  minY: number
  maxX: number
  maxY: number
}

/** Segments for a quadratic: its chord error with n even steps is at most |p0 − 2p1 + p2| / (4n²). */
const quadSteps = (dd: number, tol: number) => Math.min(64, Math.max(1, Math.ceil(Math.sqrt(dd / (4 * tol)))))
/** Segments for a cubic: its second derivative is at most 6·max(|Δ²|), so the error is at most 0.75·M/n². */
const cubicSteps = (dd: number, tol: number) => Math.min(96, Math.max(1, Math.ceil(Math.sqrt((0.75 * dd) / tol))))

/** Flattens outline commands (y up) to rings (y down), no chord further than `tol` from the curve. */
export function flatten(commands: readonly OtCommand[], tol: number): Pt[][] {
  const rings: Pt[][] = []
  let ring: Pt[] = []
  let x = 0
  let y = 0
  const close = () => {
    if (ring.length > 1) {
      const a = ring[0]!
      const b = ring[ring.length - 1]!
      if (Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9) ring.pop()
    }
    if (ring.length >= 3) rings.push(ring)
    ring = []
  }
  for (const c of commands) {
    if (c.type === 'M') {
      close()
      ring.push([c.x, -c.y])
    } else if (c.type === 'L') {
      ring.push([c.x, -c.y])
    } else if (c.type === 'Q') {
      const n = quadSteps(Math.hypot(x - 2 * c.x1 + c.x, y - 2 * c.y1 + c.y), tol)
      for (let i = 1; i <= n; i++) {
        const t = i / n
        const u = 1 - t
        ring.push([u * u * x + 2 * u * t * c.x1 + t * t * c.x, -(u * u * y + 2 * u * t * c.y1 + t * t * c.y)])
      }
    } else if (c.type === 'C') {
      const dd = Math.max(
        Math.hypot(x - 2 * c.x1 + c.x2, y - 2 * c.y1 + c.y2),
        Math.hypot(c.x1 - 2 * c.x2 + c.x, c.y1 - 2 * c.y2 + c.y),
      )
      const n = cubicSteps(dd, tol)
      for (let i = 1; i <= n; i++) {
        const t = i / n
        const u = 1 - t
        const a = u * u * u
        const b = 3 * u * u * t
        const d = 3 * u * t * t
        const e = t * t * t
        ring.push([a * x + b * c.x1 + d * c.x2 + e * c.x, -(a * y + b * c.y1 + d * c.y2 + e * c.y)])
      }
    } else {
      close()
      continue
    }
    x = c.x
    y = c.y
  }
  close()
  return rings
}

const cache = keptUpTo<GlyphRings>(6, (g) => bytesOfRings(g.rings))

/**
 * The outline of glyph `index` of a subset font, flattened to within `tolUnits` (rounded down to a
 * power of two so that nearby sizes share one cached copy). Rings are turned so the largest runs
 * positive: TrueType and CFF wind oppositely, and overlapping glyphs must not cancel out.
 */
export function glyphRings(sub: SubsetFont, index: number, tolUnits: number): GlyphRings {
  const bucket = 2 ** Math.floor(Math.log2(Math.max(tolUnits, 1e-3)))
  const key = `${sub.face}/${sub.file}#${index}@${bucket}`
  const known = cache.get(key)
  if (known) return known
  const glyph = sub.font.glyphs.get(index)
  let rings = glyph ? flatten(glyph.path.commands, bucket) : []
  let largest = 0
  for (const r of rings) {
    const a = signedArea(r)
    if (Math.abs(a) > Math.abs(largest)) largest = a
  }
  if (largest < 0) rings = rings.map((r) => [...r].reverse())
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const r of rings)
    for (const [px, py] of r) {
      if (px < minX) minX = px
      if (py < minY) minY = py
      if (px > maxX) maxX = px
      if (py > maxY) maxY = py
    }
  const out = { rings, minX, minY, maxX, maxY }
  cache.set(key, out)
  return out
}
