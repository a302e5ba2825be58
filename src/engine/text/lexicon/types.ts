import type { BirthFlowerId } from '../../birth-flowers.ts'

/** The site's ten languages: `tw` is Traditional Chinese, `zh` Simplified. */
export const LANGS = ['en', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'tw', 'vi', 'zh'] as const
export type Lang = (typeof LANGS)[number]

export type IconSet = 'game-icons' | 'fluent-emoji-high-contrast' | 'tabler' | 'mdi'

/** Where a concept's drawing comes from: an openly licensed icon, or the engine's own flower model. */
export type MotifRef = { set: IconSet; name: string } | { flower: BirthFlowerId }

export type ConceptCategory =
  | 'animal'
  | 'bird'
  | 'sea'
  | 'insect'
  | 'flower'
  | 'plant'
  | 'celestial'
  | 'symbol'
  | 'object'
  | 'mythic'
  | 'nature'
  | 'religious'
  | 'cultural'
  | 'zodiac'
  | 'weapon'
  | 'music'
  | 'travel'

export interface Concept {
  /** English kebab-case id; stable (the CLI prints it, stored designs keep it). */
  id: string
  category: ConceptCategory
  motif: MotifRef
  /** The common word first, then synonyms and the inflections people really type. */
  words: Record<Lang, readonly string[]>
}
