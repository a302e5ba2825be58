import { describe, expect, it } from 'vitest'
import { CONCEPTS } from './lexicon/index.ts'
import { backdropKind, FLANK, GROUND, isBackdrop } from './backdrop.ts'

const concept = (id: string) => CONCEPTS.find((c) => c.id === id)!

describe('backdrops', () => {
  it('sets the land and the sea under the subject, trees beside it and the sky behind its head', () => {
    expect(['mountain', 'wave', 'ocean', 'fire'].map((id) => backdropKind(concept(id)))).toEqual([
      'ground',
      'ground',
      'ground',
      'ground',
    ])
    expect(['pine-tree', 'palm-tree'].map((id) => backdropKind(concept(id)))).toEqual(['flank', 'flank'])
    expect(['moon', 'sun', 'forest'].map((id) => backdropKind(concept(id)))).toEqual(['sky', 'sky', 'sky'])
  })

  it('names only concepts of the lexicon, all of them sky or landscape', () => {
    for (const id of [...GROUND, ...FLANK]) expect(isBackdrop(concept(id)), id).toBe(true)
    expect(isBackdrop(concept('wolf'))).toBe(false)
  })
})
