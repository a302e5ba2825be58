import { boxOf, polar, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import { loadMotif } from '../motifs/load-motif.ts'
import type { Random } from '../random.ts'
import { SUBJECT_MODELS, type SubjectAnchors, type SubjectFrame, type SubjectModel } from '../subjects/index.ts'
import type { Concept } from '../text/lexicon/types.ts'
import { drawMotif } from './motif.ts'

/** A region of the canvas in mm: top-left corner and size. */
export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

/** The largest box of the given aspect (w ÷ h) inside a rectangle, centred in it. */
export function fitAspect(aspect: number, r: Rect): Rect {
  const w = Math.min(r.w, r.h * aspect)
  const h = w / aspect
  return { x: r.x + (r.w - w) / 2, y: r.y + (r.h - h) / 2, w, h }
}

/** A rectangle of the given size centred on a point. */
export const around = ([x, y]: Pt, w: number, h: number): Rect => ({ x: x - w / 2, y: y - h / 2, w, h })

export const centreOf = (r: Rect): Pt => [r.x + r.w / 2, r.y + r.h / 2]

/** The subject's own model, or its icon drawn through the style's ink when it has none. */
export function subjectModelFor(concept: Concept): SubjectModel {
  return SUBJECT_MODELS.get(concept.id) ?? iconSubject(concept)
}

const ICON_ASPECT = new Map<string, number>()

/** The proportions of an icon's drawing, measured once. */
function iconAspect(concept: Concept): number {
  const ref = concept.motif
  // A flower on its stem (compose/motif.ts) stands about two thirds as wide as tall.
  if ('flower' in ref) return 0.72
  const key = `${ref.set}:${ref.name}`
  let aspect = ICON_ASPECT.get(key)
  if (aspect === undefined) {
    const motif = loadMotif(ref)
    const box = boxOf(motif.kind === 'fill' ? motif.rings.flat() : motif.paths.flatMap((p) => p.points))
    aspect = Math.min(3, Math.max(1 / 3, (box.maxX - box.minX) / Math.max(box.maxY - box.minY, 1e-6)))
    ICON_ASPECT.set(key, aspect)
  }
  return aspect
}

/**
 * A subject without its own model, as a model: its icon (or flower) drawn into the frame, with
 * attachment points taken from its box, so every arrangement can use it.
 */
function iconSubject(concept: Concept): SubjectModel {
  const aspect = iconAspect(concept)
  return {
    id: concept.id,
    shape: aspect > 1.4 ? 'wide' : aspect < 0.6 ? 'upright' : 'round',
    aspects: [aspect],
    draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
      const r = fitAspect(aspect, frame.box)
      const c = centreOf(r)
      drawMotif(sk, rng, concept.motif, {
        centre: c,
        sizeMm: Math.max(r.w, r.h),
        mirror: frame.mirror,
        rotate: frame.turn ?? 0,
        colour: frame.colour,
      })
      return boxAnchors(r, frame.turn ?? 0)
    },
  }
}

/** Anchors read off a drawing's box: what any subject offers when its model knows no better. */
function boxAnchors(r: Rect, turn = 0): SubjectAnchors {
  const c = centreOf(r)
  const turned = (p: Pt): Pt => {
    const dx = p[0] - c[0]
    const dy = p[1] - c[1]
    return [c[0] + dx * Math.cos(turn) - dy * Math.sin(turn), c[1] + dx * Math.sin(turn) + dy * Math.cos(turn)]
  }
  const ellipse = Array.from({ length: 24 }, (_, i) => {
    const p = polar((i / 24) * Math.PI * 2, 1)
    return turned([c[0] + (p[0] * r.w) / 2, c[1] + (p[1] * r.h) / 2])
  })
  const box = boxOf(ellipse)
  return {
    box,
    silhouette: [ellipse],
    axis: [turned([c[0], r.y + r.h]), turned([c[0], r.y])],
    girth: Math.min(r.w, r.h) * 0.3,
    perch: turned([c[0], r.y + r.h * 0.06]),
    spots: [0.6, 0.85, 1.15, 1.4, 2.2, 0.95].map((a) =>
      turned([c[0] + (Math.cos(a * Math.PI) * r.w) / 2.2, c[1] + (Math.abs(Math.sin(a * Math.PI)) * r.h) / 2.4]),
    ),
    pierce: [turned([r.x + r.w * 0.15, r.y + r.h * 0.15]), turned([r.x + r.w * 0.85, r.y + r.h * 0.85])],
    focus: turned([c[0], r.y + r.h * 0.4]),
  }
}
