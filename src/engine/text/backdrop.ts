import { drawMotif } from '../compose/motif.ts'
import type { Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import type { Concept } from './lexicon/index.ts'

/**
 * Where a sky or landscape goes behind the subject, as flash artists set them: the land and the
 * sea under it (a lighthouse on its wave, an eagle over its peak, a phoenix over its flames), trees standing either side of
 * it (a tiger between pines), and the rest (the sky, a forest, a storm) raised behind its head
 * (the wolf's moon).
 */
export type BackdropKind = 'ground' | 'flank' | 'sky'

export const GROUND = new Set([
  'mountain',
  'mount-fuji',
  'wave',
  'ocean',
  'river',
  'island',
  'desert',
  'volcano',
  'waterfall',
  'stacked-stones',
  // A phoenix rises from its flames, not in front of a fire behind its head.
  'fire',
  'campfire',
])
export const FLANK = new Set(['tree', 'pine-tree', 'palm-tree', 'willow'])

export const isBackdrop = (c: Concept): boolean => c.category === 'celestial' || c.category === 'nature'

export const backdropKind = (c: Concept): BackdropKind => (GROUND.has(c.id) ? 'ground' : FLANK.has(c.id) ? 'flank' : 'sky')

export interface Subject {
  subject: Concept
  /** A sky or landscape to set behind it (see isBackdrop), if the prompt named one. */
  backdrop?: Concept
  /** The centre and size the subject has alone; a backdrop shares them. */
  centre: Pt
  sizeMm: number
  facing: boolean
  tilt: number
  colourOf: (c: Concept) => string | undefined
  rng: (i: number) => Random
}

/** The subject, in front of its backdrop if it has one (its silhouette hides what it covers). */
export function drawSubject(sk: Sketch, p: Subject): void {
  const [x, y] = p.centre
  const s = p.sizeMm
  const side = p.facing ? -1 : 1
  const backdrop = (centre: Pt, sizeMm: number, mirror: boolean, i = 9) =>
    drawMotif(sk, p.rng(i), p.backdrop!.motif, { centre, sizeMm, mirror, colour: p.colourOf(p.backdrop!) })
  let subject: { centre: Pt; sizeMm: number } = { centre: p.centre, sizeMm: s }
  switch (p.backdrop && backdropKind(p.backdrop)) {
    case 'ground':
      // A wide band under the subject, which stands on its upper edge.
      backdrop([x, y + s * 0.26], s * 0.82, p.facing)
      subject = { centre: [x, y - s * 0.12], sizeMm: s * 0.7 }
      break
    case 'flank':
      // A pair, mirrored, standing either side with their crowns clear of the subject in front.
      backdrop([x - s * 0.34, y], s * 0.62, false, 9)
      backdrop([x + s * 0.34, y], s * 0.62, true, 10)
      subject = { centre: [x, y + s * 0.1], sizeMm: s * 0.64 }
      break
    case 'sky':
      // Raised behind the subject's head and off to one side, so its rim shows.
      backdrop([x + side * s * 0.16, y - s * 0.18], s * 0.7, p.facing)
      subject = { centre: [x - side * s * 0.04, y + s * 0.1], sizeMm: s * 0.74 }
      break
  }
  drawMotif(sk, p.rng(0), p.subject.motif, {
    ...subject,
    colour: p.colourOf(p.subject),
    mirror: p.facing,
    rotate: p.tilt,
  })
}
