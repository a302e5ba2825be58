import { apply, boxOf, compose, rotation, scaling, translation, type Box, type Matrix, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { SubjectAnchors, SubjectFrame } from '../model.ts'

/**
 * Where a subject drawn about its own origin goes in the frame: its natural box (in mm, y down)
 * is centred in the frame's box and mirrored or turned about that centre. Drawing stays in mm so
 * the style's line widths, stipple spacing and hatch gaps keep their print size.
 */
export interface Placement {
  /** Millimetres per unit of the subject's normalised drawing (its natural height is one unit). */
  s: number
  /** Local mm (origin = centre of the natural box) to canvas mm. */
  matrix: Matrix
  /** A local point in canvas mm. */
  put(p: Pt): Pt
  /** Draws in local mm. */
  draw(sk: Sketch, fn: () => void): void
}

/**
 * Fits a drawing whose natural box is `natural` (normalised units, height about one) into the
 * frame, keeping its proportions.
 */
export function placeIn(frame: SubjectFrame, natural: Box): Placement {
  const w = natural.maxX - natural.minX
  const h = natural.maxY - natural.minY
  const s = Math.min(frame.box.w / w, frame.box.h / h)
  const cx = frame.box.x + frame.box.w / 2
  const cy = frame.box.y + frame.box.h / 2
  const mid: Pt = [((natural.minX + natural.maxX) / 2) * s, ((natural.minY + natural.maxY) / 2) * s]
  const matrix = compose(
    translation(cx, cy),
    rotation(frame.turn ?? 0),
    scaling(frame.mirror ? -1 : 1, 1),
    translation(-mid[0], -mid[1]),
  )
  return { s, matrix, put: (p) => apply(matrix, p), draw: (sk, fn) => sk.within(matrix, fn) }
}

/** Anchors given in local mm, moved to the canvas; the box is the silhouette's. */
export function anchorsOf(at: Placement, local: Omit<SubjectAnchors, 'box'> & { box?: Box }, padMm = 0): SubjectAnchors {
  const put = at.put
  const silhouette = local.silhouette.map((r) => r.map(put))
  const b = boxOf(silhouette.flat())
  const box = { minX: b.minX - padMm, minY: b.minY - padMm, maxX: b.maxX + padMm, maxY: b.maxY + padMm }
  return {
    box,
    silhouette,
    ...(local.axis && { axis: [put(local.axis[0]), put(local.axis[1])] as [Pt, Pt] }),
    ...(local.girth !== undefined && { girth: local.girth }),
    ...(local.perch && { perch: put(local.perch) }),
    ...(local.spots && { spots: local.spots.map(put) }),
    ...(local.pierce && { pierce: [put(local.pierce[0]), put(local.pierce[1])] as [Pt, Pt] }),
    ...(local.focus && { focus: put(local.focus) }),
  }
}

/** Normalised points scaled to mm. */
export const mm = (s: number, pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [x * s, y * s] as Pt)

/** A ring's mirror image across the vertical centre line, in the same winding order. */
export const mirrorX = (pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [-x, y] as Pt).reverse()
