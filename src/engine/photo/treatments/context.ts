import type { InkLayer, InkShape } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { Gray, Mask } from '../raster/image.ts'

export interface TreatmentInput {
  /** Tone after levels and contrast; paper (1) outside the subject. */
  tone: Gray
  /** The isolated subject, or null for the whole photo. */
  subject: Mask | null
  pxPerMm: number
  /** 1 (bold, simple) … 5 (fine, detailed). */
  detail: number
  /** The main line weight (or dot size) at print size, mm. */
  lineWeightMm: number
  rng: Random
  /** A screen preview: iterative refinements may stop a little earlier. */
  preview: boolean
}

/** Ink to be traced into outlines, on its layer. */
export interface TracedInk {
  mask: Mask
  layer: InkLayer
}

export interface Treated {
  traced: TracedInk[]
  /** Shapes drawn as vectors already (dots, hatching), in mm. */
  shapes: InkShape[]
  /** The stencil's line work: the design's own lines, or lines of its own (drawn only when vectorising, not for the preview). */
  stencil: 'design' | (() => Mask)
}

export type Treatment = (input: TreatmentInput) => Treated

/** Picks one value per detail level 1–5. */
export const byDetail = <T>(detail: number, values: readonly [T, T, T, T, T]): T =>
  values[Math.min(4, Math.max(0, Math.round(detail) - 1))]!
