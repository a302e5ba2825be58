import { Clipper, FillRule, type Path64, type Paths64 } from 'clipper2-ts'
import type { Box, Pt } from './vec.ts'

/** Clipper works in integers: micrometres keep shapes exact to far below a needle's width. */
const UM = 1000

/** Rings as Clipper's integer paths, `scale` integer units to one unit of the points (µm for mm). */
export function toPaths(rings: readonly (readonly Pt[])[], scale = UM): Paths64 {
  const paths: Paths64 = []
  for (const ring of rings) {
    const path: Path64 = []
    for (const [x, y] of ring) path.push({ x: Math.round(x * scale), y: Math.round(y * scale) })
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
  const base = Clipper.union(toPaths(subject), FillRule.EvenOdd)
  // The cutters go in as they are, read non-zero in the same pass as the cut.
  return fromPaths(Clipper.difference(base, toPaths(cutters), FillRule.NonZero))
}

/**
 * The area `rings` cover together (read non-zero), only as far as it lies within `box`: cut to the
 * box first, many overlapping rings unite in a fraction of the time.
 */
export function coverWithin(rings: readonly (readonly Pt[])[], box: Box): Pt[][] {
  const rect = {
    left: Math.floor(box.minX * UM),
    top: Math.floor(box.minY * UM),
    right: Math.ceil(box.maxX * UM),
    bottom: Math.ceil(box.maxY * UM),
  }
  return fromPaths(Clipper.union(Clipper.rectClip(rect, toPaths(rings)), FillRule.NonZero))
}

/** Where `subject` and `clip` overlap, both read with the non-zero rule. */
export function intersect(subject: readonly (readonly Pt[])[], clip: readonly (readonly Pt[])[]): Pt[][] {
  return fromPaths(Clipper.intersect(toPaths(subject), toPaths(clip), FillRule.NonZero)).filter((r) => r.length > 2)
}

/** One simple ring minus another, in a single pass (the common case of a shadow crescent). */
export function difference(ring: readonly Pt[], cutter: readonly Pt[]): Pt[][] {
  return fromPaths(Clipper.difference(toPaths([ring]), toPaths([cutter]), FillRule.NonZero)).filter((r) => r.length > 2)
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
  return fromPaths(Clipper.difference([outer], [inner], FillRule.Positive))
}
