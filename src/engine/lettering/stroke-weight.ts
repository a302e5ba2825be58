import { bytesOfRings, keptUpTo } from '../kept.ts'
import { Clipper, FillRule, type Paths64 } from 'clipper2-ts'
import { toPaths } from '../geometry/clip.ts'
import type { Pt } from '../geometry/vec.ts'
import type { SubsetFont } from './font-files.ts'
import { glyphRings } from './glyph-outline.ts'
import { offsetShape } from './offset.ts'

/**
 * Glyph hairlines, and thickening so that none prints thinner than a needle can hold.
 *
 * The hairline of a glyph is found by erosion: shrinking the outline by r cuts every stroke
 * narrower than 2r, and a cut stroke changes the shape's topology (a letter splits in two, an
 * `o` loses its hole, a dot vanishes), while a stroke that merely tapers to a point only gets
 * shorter. So the smallest r that changes the count of pieces or holes is half the hairline
 * (specks, pinholes and erosion crumbs below 2 % of the em square do not count: they are texture,
 * or slivers where a font's contours overlap). It is measured once per glyph in font units, as a
 * lower bound, and scaled to each size; the text then grows, glyph by glyph, by
 * (minimum − hairline) / 2 with round joins, which brings the thinnest stroke to the minimum and
 * every other stroke up by the same amount. Simple and predictable: a uniform growth keeps the
 * letters' proportions, where thickening only the thin parts would need a medial axis.
 */

/** Clipper works in integers: micrometres for placed outlines. */
const UM = 1000

/** Back to points, dropping the repeated vertices Clipper's output can hold. */
export const fromPaths = (paths: Paths64, k: number): Pt[][] =>
  paths
    .map((path) =>
      path
        .filter((p, i) => {
          const q = path[(i + path.length - 1) % path.length]!
          return p.x !== q.x || p.y !== q.y
        })
        .map((p) => [p.x / k, p.y / k] as Pt),
    )
    .filter((ring) => ring.length >= 3)

/**
 * The shape without specks and pinholes smaller than `minArea` (the texture of a distressed
 * typewriter face, slivers where a font's contours overlap): they say nothing about strokes.
 */
function withoutSpecks(paths: Paths64, minArea: number): Paths64 {
  const out: Paths64 = []
  for (const p of paths) if (Math.abs(Clipper.area(p)) >= minArea) out.push(p)
  return out
}

/**
 * Whether shrinking a speck-free shape by `r` cuts any stroke: a piece splits off (one of at least
 * `minArea`: the crumbs erosion makes of a ragged brush edge do not count), a piece vanishes, or
 * a hole opens into another or into the outside (erosion only ever grows holes, never makes one).
 */
function cutsAt(shape: Paths64, r: number, arcTolerance: number, minArea: number): boolean {
  let outer = 0
  let holes = 0
  for (const p of shape) {
    if (Clipper.area(p) > 0) outer++
    else holes++
  }
  let big = 0
  let any = 0
  let left = 0
  for (const p of offsetShape(shape, -r, arcTolerance)) {
    const a = Clipper.area(p)
    if (a >= minArea) big++
    if (a > 0) any++
    else if (a < 0) left++
  }
  return big > outer || any < outer || left < holes
}

/** How far a measured hairline may still be too generous, as a share of it (it is found in steps). */
export const HAIRLINE_MARGIN = 0.15

/**
 * Per glyph, what the search has established, radii in font units: every rung of the ladder up to
 * `held` keeps the shape whole, and `cut` (once a stroke has given at the next rung) is the
 * refined lower bound of the cut.
 */
const hairlines = keptUpTo<{ held: number; cut?: number }>(1, () => 96)

/** The first rung of the ladder the search climbs, as a share of the em; each next one is 1.25 times the last. */
const FIRST_RUNG = 0.0015

/** The rung above `r` (rung 0 is no erosion): every rung is reached by the same steps, so answers match bit for bit. */
const nextRung = (upm: number, r: number): number => (r === 0 ? upm * FIRST_RUNG : r * 1.25)

/**
 * The thinnest stroke of a glyph, font units (Infinity for a glyph with no outline). The search
 * stops at `enough`: a stroke at least that wide needs no help, so the answer is then just
 * "enough" (asked again for more, it carries on from there).
 *
 * The answer depends on the glyph and `enough` alone, never on what was asked before: the same
 * request must draw the same bytes in a fresh engine thread and in one that has drawn a thousand
 * designs. So the search always climbs the same ladder from the bottom (what it learnt is kept, so
 * asking again costs nothing), and a rung at or above the limit is the answer whether or not a
 * cut was found higher up for a bigger limit.
 */
export function glyphHairline(sub: SubsetFont, index: number, enough = Infinity): number {
  const upm = sub.font.unitsPerEm
  // Flattened to a thousandth of the em (fine enough to see the pinch where two of a font's
  // contours barely overlap), then simplified to within half a unit more: fewer points make each
  // erosion much quicker. The answer is lowered by that slack on either side.
  const flat = upm / 1000
  const slack = flat + 0.5
  const key = `${sub.face}/${sub.file}#${index}`
  const limit = Math.min(enough / 2, upm * 0.1)
  const known = hairlines.get(key) ?? { held: 0 }
  if (known.held === Infinity) return Infinity
  // Up the rungs already known to hold: the first at or above the limit is the answer.
  let lo = 0
  for (let n = 0; lo < limit && n < known.held; n++) lo = nextRung(upm, lo)
  if (lo >= limit) return 2 * lo
  if (known.cut !== undefined) return Math.max(0, 2 * (known.cut - slack))
  const rings = glyphRings(sub, index, flat).rings
  if (rings.length === 0) {
    hairlines.set(key, { held: Infinity })
    return Infinity
  }
  const k = 8
  const minArea = (0.02 * upm * k) ** 2
  const shape = Clipper.simplifyPaths(withoutSpecks(Clipper.union(toPaths(rings, k), FillRule.NonZero), minArea), 0.5 * k, true)
  const tol = 0.5 * k
  // Upward a quarter at a time until a stroke gives (the test is not monotonic: a detached piece
  // can erode away again, so no bisection from afar), then halve the last step three times.
  let held = known.held
  let hi = nextRung(upm, lo)
  while (lo < limit && !cutsAt(shape, hi * k, tol, minArea)) {
    held++
    lo = hi
    hi = nextRung(upm, hi)
  }
  if (lo >= limit) {
    hairlines.set(key, { held })
    return 2 * lo
  }
  for (let i = 0; i < 3; i++) {
    const mid = (lo + hi) / 2
    if (cutsAt(shape, mid * k, tol, minArea)) hi = mid
    else lo = mid
  }
  hairlines.set(key, { held, cut: lo })
  // The lower bound: thickening by it is sure to lift the stroke to the minimum.
  return Math.max(0, 2 * (lo - slack))
}

/** Grows outlines (mm) by `deltaMm` all round, merging what overlaps. */
export function thicken(rings: readonly (readonly Pt[])[], deltaMm: number): Pt[][] {
  const shape = Clipper.union(toPaths(rings, UM), FillRule.NonZero)
  // 5 µm arc tolerance: smooth at any print size, without thousands of points per round join.
  return fromPaths(deltaMm > 0 ? offsetShape(shape, deltaMm * UM, 5) : shape, UM)
}

const thickened = keptUpTo<Pt[][]>(8, bytesOfRings)

/**
 * A glyph's outline at `scale` mm per unit (origin at the glyph's, y down), grown by `deltaMm`:
 * kept, since the same letters come back at the same size while a design is being tuned.
 */
export function thickenedGlyph(sub: SubsetFont, index: number, scale: number, tolUnits: number, deltaMm: number): Pt[][] {
  const key = `${sub.face}/${sub.file}#${index}@${scale.toPrecision(6)}+${deltaMm.toPrecision(4)}`
  let rings = thickened.get(key)
  if (!rings) {
    const outline = glyphRings(sub, index, tolUnits).rings.map((r) => r.map(([x, y]) => [x * scale, y * scale] as Pt))
    rings = thicken(outline, deltaMm)
    thickened.set(key, rings)
  }
  return rings
}

/**
 * Whether a stroke of the outlines (mm) is thinner than `widthMm`: eroding by half of it would cut
 * one. Specks, pinholes and erosion crumbs under `speckMm` squared do not count.
 */
export function hasStrokeThinnerThan(rings: readonly (readonly Pt[])[], widthMm: number, speckMm = 0.6 * widthMm): boolean {
  const minArea = (speckMm * UM) ** 2
  const shape = withoutSpecks(Clipper.union(toPaths(rings, UM), FillRule.NonZero), minArea)
  return cutsAt(shape, (widthMm / 2) * UM, 5, minArea)
}

/** Mean stroke width of outlines in any unit: a band of width w and length L has area wL, perimeter ≈ 2L. */
export function meanStroke(rings: readonly (readonly Pt[])[]): number {
  const shape = Clipper.union(toPaths(rings, 8), FillRule.NonZero)
  let area = 0
  let perimeter = 0
  for (const p of shape) {
    area += Clipper.area(p)
    for (let i = 0, j = p.length - 1; i < p.length; j = i++) perimeter += Math.hypot(p[i]!.x - p[j]!.x, p[i]!.y - p[j]!.y)
  }
  return perimeter > 0 ? (2 * Math.abs(area)) / perimeter / 8 : 0
}
