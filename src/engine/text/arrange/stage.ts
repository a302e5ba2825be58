import type { LetteringSlot } from '../../birth-flower/layouts.ts'
import type { Rect } from '../../compose/subject.ts'
import type { Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectModel } from '../../subjects/index.ts'
import type { Concept } from '../lexicon/types.ts'

/** One thing the prompt names, ready to draw: its concept, its model and its colour. */
export interface Part {
  concept: Concept
  model: SubjectModel
  colour?: string
}

/**
 * Everything an arrangement needs: where to draw (the canvas minus the lettering's band), the
 * parts in their roles, and the variation's choices (which variant, forms, facing).
 */
export interface Stage {
  sk: Sketch
  rng: Random
  /** The whole canvas, mm. */
  canvas: { w: number; h: number }
  /** Where the picture goes: the canvas, less the band kept for straight lettering. */
  area: Rect
  /** The part the design is about (the skull of "skull with roses"). */
  lead: Part
  /** The part the relation ties to it (the roses), if any. */
  other?: Part
  /** Further parts named in the prompt, tucked in where the arrangement has room. */
  extras: Part[]
  /** Lettering to set, empty when none. */
  text: string
  /** Sets the lettering in a slot; returns characters no face could draw. */
  letter(slot: LetteringSlot): string[]
  /** Which of the arrangement's own variants to draw (0 first). */
  variant: number
  /** Mirror the design (a variation facing the other way). */
  facing: boolean
  /** The form a part is drawn in for this variation (different variations, different forms). */
  formOf(part: Part, salt?: number): number
}

/** Draws a part filling `box` (kept to its form's proportions) and returns its anchors. */
export function drawPart(
  st: Stage,
  part: Part,
  box: Rect,
  {
    form,
    mirror = st.facing,
    turn = 0,
    key = part.concept.id,
  }: { form?: number; mirror?: boolean; turn?: number; key?: string } = {},
): SubjectAnchors {
  const f = form ?? st.formOf(part)
  return part.model.draw(st.sk, st.rng.fork(`part:${key}`), { box, form: f, mirror, turn, colour: part.colour })
}

export type Arrangement = (st: Stage) => string[]

/**
 * The box (before turning) for a part of the given aspect, centred on `c`, as large as fits in
 * `room` once turned by `turn`, times `share`.
 */
export function turnedBox(aspect: number, room: Rect, c: Pt, turn: number, share = 1): Rect {
  const cos = Math.abs(Math.cos(turn))
  const sin = Math.abs(Math.sin(turn))
  // Largest h with w = aspect·h whose turned bounding box fits the room around c.
  const halfW = Math.min(c[0] - room.x, room.x + room.w - c[0])
  const halfH = Math.min(c[1] - room.y, room.y + room.h - c[1])
  const h = Math.min((2 * halfW) / (aspect * cos + sin), (2 * halfH) / (aspect * sin + cos)) * share
  const w = aspect * h
  return { x: c[0] - w / 2, y: c[1] - h / 2, w, h }
}

/** `box` moved up or down so that its foot lies `overlap` of its height below `y` (feet on a perch, a crown's rim on a brow). */
export const footAt = (box: Rect, y: number, overlap: number): Rect => ({ ...box, y: y + box.h * overlap - box.h })
