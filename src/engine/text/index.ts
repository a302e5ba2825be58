export { CONCEPTS, LANGS, type Concept, type ConceptCategory, type Lang, type MotifRef } from './lexicon/index.ts'
export { detectLanguage, understand, type Understanding, type UnderstandOptions } from './understand.ts'
export { COMPOSITION_IDS, type CompositionId } from './vocabulary/compositions.ts'
export { MOOD_IDS, type MoodId } from './vocabulary/moods.ts'
