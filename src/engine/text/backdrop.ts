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
