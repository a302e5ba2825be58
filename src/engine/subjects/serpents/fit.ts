import { apply, boxOf, compose, rotation, scaling, translation, type Matrix, type Pt } from '../../geometry/vec.ts'
import type { SubjectAnchors, SubjectFrame } from '../model.ts'

/**
 * Where a form drawn about its own centre, `natW` × `natH` units, lands in the frame: `mm` is the
 * size of one unit in canvas mm, `matrix` takes local mm (origin at the form's centre, y down) to
 * canvas mm with the frame's mirror and turn.
 */
export function fitFrame(frame: SubjectFrame, natW: number, natH: number): { mm: number; matrix: Matrix } {
  const { box } = frame
  const mm = Math.min(box.w / natW, box.h / natH)
  const matrix = compose(
    translation(box.x + box.w / 2, box.y + box.h / 2),
    rotation(frame.turn ?? 0),
    scaling(frame.mirror ? -1 : 1, 1),
  )
  return { mm, matrix }
}

/** Anchors given in local mm, carried to canvas mm; the box is the silhouette's, widened by the outline. */
export function placeAnchors(matrix: Matrix, outlineMm: number, local: Omit<SubjectAnchors, 'box'>): SubjectAnchors {
  const at = (p: Pt) => apply(matrix, p)
  const silhouette = local.silhouette.map((r) => r.map(at))
  const b = boxOf(silhouette.flat())
  const o = outlineMm / 2
  return {
    box: { minX: b.minX - o, minY: b.minY - o, maxX: b.maxX + o, maxY: b.maxY + o },
    silhouette,
    ...(local.axis && { axis: [at(local.axis[0]), at(local.axis[1])] as [Pt, Pt] }),
    ...(local.girth !== undefined && { girth: local.girth }),
    ...(local.perch && { perch: at(local.perch) }),
    ...(local.spots && { spots: local.spots.map(at) }),
    ...(local.pierce && { pierce: [at(local.pierce[0]), at(local.pierce[1])] as [Pt, Pt] }),
    ...(local.focus && { focus: at(local.focus) }),
  }
}
