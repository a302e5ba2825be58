import type { LetteringFontId } from '../lettering/fonts.ts'
import type { PlacementId } from '../placements.ts'
import type { TextRequest } from '../request.ts'
import type { StyleId } from '../styles.ts'
import type { Lang } from './lexicon/types.ts'
import type { Relation } from './relations.ts'
import { understand } from './understand.ts'

export const COMPOSITIONS = ['centrepiece', 'symmetric', 'badge', 'banner', 'vertical', 'mandala', 'cluster'] as const
export type Composition = (typeof COMPOSITIONS)[number]

/** What the engine took from a prompt, with defaults filled in. */
export interface Reading {
  concepts: string[]
  /** How the kept concepts relate, for choosing an arrangement; empty when the prompt says nothing. */
  relations: Relation[]
  style: StyleId
  placement: PlacementId
  composition: Composition | null
  lettering: string[]
  /** The lettering's typeface when the request chose one. */
  font?: LetteringFontId
  /** The prompt itself, lettered when nothing in it could be drawn. */
  prompt: string
  language?: Lang
}

/** More motifs than this crowd a design; the first ones named win. */
export const MAX_MOTIFS = 5

/**
 * Kept apart from the drawing code (compose.ts) so that what only reads a prompt, such as the
 * prompt written for a neural image service (image-prompt.ts), does not carry the drawing with it.
 */
export function readPrompt(request: TextRequest): Reading {
  const prompt = request.prompt.trim()
  const u = understand(prompt, { language: request.language })
  const lettering = [...u.lettering, request.lettering ?? ''].map((t) => t.trim()).filter(Boolean)
  const style = request.style ?? u.style ?? (u.concepts.length === 0 && lettering.length > 0 ? 'lettering' : 'fine-line')
  const concepts = u.concepts.slice(0, MAX_MOTIFS)
  return {
    concepts,
    relations: (u.relations ?? []).filter((r) => concepts.includes(r.subject) && concepts.includes(r.object)),
    style,
    placement: request.placement ?? u.placement ?? 'forearm',
    composition: (COMPOSITIONS as readonly string[]).includes(u.composition ?? '') ? (u.composition as Composition) : null,
    lettering,
    ...(request.font && { font: request.font }),
    prompt,
    language: request.language,
  }
}
