import { Clipper, EndType, FillRule, JoinType } from 'clipper2-ts'
import { fromPaths, toPaths } from '../../geometry/clip.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'

const UM = 1000

/**
 * Inks the crevices of a silhouette made of overlapping parts (mm): wherever two parts' outlines
 * part at a narrow angle (between two fingertips, a thumb and a palm) the skin between them
 * pinches to a wedge no needle can keep open. Closing the silhouette by the width of a line and
 * a gap finds exactly those wedges; filled black they read as the shadow in the crease, as in
 * flash.
 */
export function inkCrevices(sk: Sketch, outlines: readonly (readonly Pt[])[]): void {
  const w = sk.style.weights.outline
  const reach = ((w + 1.2) / 2) * UM
  // Coarse rings and mitred offsets: the crevices only need to be found to a tenth of a millimetre.
  const rings = outlines.map((r) => smoothThrough(r, { closed: true, step: 1.5 }))
  // Parts wind either way; turned all one way, their overlaps add up instead of cancelling.
  const paths = toPaths(rings).map((p) => (Clipper.isPositive(p) ? p : p.reverse()))
  const union = Clipper.ramerDouglasPeuckerPaths(Clipper.union(paths, FillRule.NonZero), 40)
  const grown = Clipper.inflatePaths(union, reach, JoinType.Miter, EndType.Polygon, 2)
  const closed = Clipper.inflatePaths(grown, -reach, JoinType.Miter, EndType.Polygon, 2)
  // Specks under a line's width are already inside the lines' ink.
  const crevices = fromPaths(Clipper.difference(closed, union, FillRule.NonZero)).filter(
    (r) => r.length > 2 && Math.abs(Clipper.area(toPaths([r])[0]!)) / (UM * UM) > w * w * 0.05,
  )
  if (crevices.length === 0) return
  sk.element()
  sk.fill(crevices, 'shade', INK)
}
