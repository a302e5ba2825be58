import { Clipper, FillRule, type Paths64 } from 'clipper2-ts'
import { fromPaths as fromClipperPaths, toPaths as toClipperPaths } from '../geometry/clip.ts'
import type { Pt } from '../geometry/vec.ts'
import type { Clip, Mark, Paint } from './marks.ts'
import type { Subpath } from './path-data.ts'
import { outlineClosed, outlineOpen } from '../ink/stroke.ts'
import { strokePieces, suitsPieces } from './stroke-outline.ts'

/**
 * Clipper works in integers. Marks arrive in a box 1000 units wide, so this keeps a millionth of
 * the icon's size: far finer than any print needs.
 */
export const UNITS = 1000

export const toPaths = (lines: readonly (readonly Pt[])[]): Paths64 => toClipperPaths(lines, UNITS)
export const fromPaths = (paths: Paths64): Pt[][] => fromClipperPaths(paths, UNITS)

/** Flattening accuracy of stroke joins and caps, in the marks' units (a 1000-unit box). */
const ROUND_TOLERANCE = 0.2

/**
 * Unions many small pieces a batch at a time, then the batches pairwise: one union of several
 * hundred overlapping pieces costs far more than the same work in batches.
 */
export function unionPieces(pieces: readonly (readonly Pt[])[]): Paths64 {
  let parts: Paths64[] = []
  for (let i = 0; i < pieces.length; i += 48) parts.push(Clipper.union(toPaths(pieces.slice(i, i + 48)), FillRule.NonZero))
  while (parts.length > 1) {
    const next: Paths64[] = []
    for (let i = 0; i < parts.length; i += 2)
      next.push(i + 1 < parts.length ? Clipper.union(parts[i]!, parts[i + 1]!, FillRule.NonZero) : parts[i]!)
    parts = next
  }
  return parts[0] ?? []
}

/**
 * The area a stroke covers: open lines get their caps, closed ones a band on both sides, with
 * the icon's joins. Lines too finely broken for that (see suitsPieces) are outlined the way the
 * engine outlines its own lines, with round ends and joins.
 */
function strokeRegion(mark: Mark): Paths64 {
  const half = mark.strokeWidth / 2
  const perSubpath = mark.subpaths.map((s) => {
    if (suitsPieces(s.points, s.closed, half))
      return unionPieces(strokePieces(s.points, s.closed, half, mark.linecap, mark.linejoin, ROUND_TOLERANCE))
    const widths = s.points.map(() => mark.strokeWidth)
    const rings = s.closed && s.points.length > 2 ? outlineClosed(s.points, widths) : [outlineOpen(s.points, widths)]
    return Clipper.union(toPaths(rings), FillRule.NonZero)
  })
  return perSubpath.reduce<Paths64>((acc, p) => Clipper.union(acc, p, FillRule.NonZero), [])
}

/** The area a fill covers under its fill rule, every subpath closed implicitly. */
export const fillRegion = (mark: Mark): Paths64 =>
  Clipper.union(toPaths(mark.subpaths.map((s) => s.points)), mark.fillRule === 'evenodd' ? FillRule.EvenOdd : FillRule.NonZero)

const clipCache = new WeakMap<Clip, Paths64>()

const clipRegion = (clip: Clip): Paths64 => {
  let region = clipCache.get(clip)
  if (!region) {
    region = paintInk(clip.marks)
    clipCache.set(clip, region)
  }
  return region
}

/**
 * Paints the marks in order, as a renderer would in black and white: ink adds to the drawing,
 * paper (white details painted on top) cuts it away. Returns the inked area, non-zero, with holes.
 */
export function paintInk(marks: readonly Mark[]): Paths64 {
  let ink: Paths64 = []
  for (const mark of marks) {
    const layers: [Paint, () => Paths64][] = []
    if (mark.fill) layers.push([mark.fill, () => fillRegion(mark)])
    if (mark.stroke && mark.strokeWidth > 0) layers.push([mark.stroke, () => strokeRegion(mark)])
    for (const [paint, regionOf] of layers) {
      let region = regionOf()
      for (const clip of mark.clips) region = Clipper.intersect(region, clipRegion(clip), FillRule.NonZero)
      ink = paint === 'ink' ? Clipper.union(ink, region, FillRule.NonZero) : Clipper.difference(ink, region, FillRule.NonZero)
    }
  }
  return ink
}

/** Non-zero winding number of a point against rings. */
function winding(p: Pt, rings: readonly (readonly Pt[])[]): number {
  let w = 0
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!
      const b = ring[(i + 1) % ring.length]!
      const cross = (b[0] - a[0]) * (p[1] - a[1]) - (p[0] - a[0]) * (b[1] - a[1])
      if (a[1] <= p[1]) {
        if (b[1] > p[1] && cross > 0) w++
      } else if (b[1] <= p[1] && cross < 0) w--
    }
  }
  return w
}

/** Cuts polylines to the inside of rings (non-zero): each segment splits where it crosses an edge. */
export function clipPolylines(lines: readonly (readonly Pt[])[], rings: readonly (readonly Pt[])[]): Pt[][] {
  const out: Pt[][] = []
  for (const line of lines) {
    let run: Pt[] = []
    const flush = () => {
      if (run.length > 1) out.push(run)
      run = []
    }
    for (let i = 0; i + 1 < line.length; i++) {
      const a = line[i]!
      const b = line[i + 1]!
      const ts = [0, 1]
      for (const ring of rings)
        for (let j = 0; j < ring.length; j++) {
          const c = ring[j]!
          const d = ring[(j + 1) % ring.length]!
          const den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
          if (Math.abs(den) < 1e-12) continue
          const t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
          const u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den
          if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t)
        }
      ts.sort((x, y) => x - y)
      const at = (t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
      for (let k = 0; k + 1 < ts.length; k++) {
        if (ts[k + 1]! - ts[k]! < 1e-12) continue
        if (winding(at((ts[k]! + ts[k + 1]!) / 2), rings) !== 0) {
          if (run.length === 0) run.push(at(ts[k]!))
          run.push(at(ts[k + 1]!))
        } else flush()
      }
    }
    flush()
  }
  return out
}

/** A stroke mark's centre lines, cut to its clip paths and masks (hatching inside a heart). */
export function clippedLines(mark: Mark): Subpath[] {
  if (mark.clips.length === 0) return mark.subpaths
  let lines: Pt[][] = mark.subpaths.map((s) => (s.closed ? [...s.points, s.points[0]!] : s.points))
  for (const clip of mark.clips) lines = clipPolylines(lines, fromPaths(clipRegion(clip)))
  return lines.map((points) => {
    const first = points[0]!
    const last = points[points.length - 1]!
    const closed = points.length > 3 && Math.hypot(first[0] - last[0], first[1] - last[1]) < 1e-9
    return { points: closed ? points.slice(0, -1) : points, closed }
  })
}
