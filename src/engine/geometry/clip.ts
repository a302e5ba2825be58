import { Clipper, FillRule, Path64, Paths64, Point64 } from './clipper.ts'
import type { Pt } from './vec.ts'

/** Clipper works in integers: micrometres keep shapes exact to far below a needle's width. */
const UM = 1000

/** Rings as Clipper's integer paths, `scale` integer units to one unit of the points (µm for mm). */
export function toPaths(rings: readonly (readonly Pt[])[], scale = UM): Paths64 {
  const paths = new Paths64()
  for (const ring of rings) {
    const path = new Path64()
    for (const [x, y] of ring) path.push(new Point64(Math.round(x * scale), Math.round(y * scale)))
    paths.push(path)
  }
  return paths
}

export const fromPaths = (paths: Paths64, scale = UM): Pt[][] =>
  paths.map((path) => path.map((p) => [p.x / scale, p.y / scale] as Pt))

/** Absolute area of a set of rings in mm² (outer rings positive, holes negative, as Clipper returns them). */
export const areaOf = (rings: readonly (readonly Pt[])[]): number => Math.abs(Clipper.areaPaths(toPaths(rings))) / (UM * UM)

/**
 * `subject` minus `cutters`. The subject is read even–odd (a ring inside another is a hole); the
 * cutters are read together, overlapping or not.
 */
export function subtract(subject: readonly (readonly Pt[])[], cutters: readonly (readonly Pt[])[]): Pt[][] {
  const clip = Clipper.Union(toPaths(cutters), undefined, FillRule.NonZero)
  const base = Clipper.Union(toPaths(subject), undefined, FillRule.EvenOdd)
  return fromPaths(Clipper.Difference(base, clip, FillRule.NonZero))
}

/** One simple ring minus another, in a single pass (the common case of a shadow crescent). */
export function difference(ring: readonly Pt[], cutter: readonly Pt[]): Pt[][] {
  return fromPaths(Clipper.Difference(toPaths([ring]), toPaths([cutter]), FillRule.NonZero)).filter((r) => r.length > 2)
}

/**
 * The band between two offsets of a closed line, in one pass: each offset turned to wind
 * positively and read with the Positive rule, so the loops an offset folds into itself at a
 * narrow tip drop out, and the smaller one is cut from the larger.
 */
export function bandBetween(a: readonly Pt[], b: readonly Pt[]): Pt[][] {
  const [pa, pb] = [...toPaths([a, b])] as [Path64, Path64]
  if (!Clipper.isPositive(pa)) pa.reverse()
  if (!Clipper.isPositive(pb)) pb.reverse()
  const [outer, inner] = Math.abs(Clipper.area(pa)) >= Math.abs(Clipper.area(pb)) ? [pa, pb] : [pb, pa]
  const subject = new Paths64()
  subject.push(outer)
  const clip = new Paths64()
  clip.push(inner)
  return fromPaths(Clipper.Difference(subject, clip, FillRule.Positive))
}
