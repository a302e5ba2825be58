import { describe, expect, it } from 'vitest'
import { FONT_CREDITS, ICON_SET_CREDITS } from './credits.ts'
import { FACE_PACKAGES } from './lettering/font-files.ts'
import { CONCEPTS } from './text/lexicon/index.ts'

describe('credits', () => {
  it('credits every typeface the lettering can use', () => {
    for (const face of Object.keys(FACE_PACKAGES)) expect(FONT_CREDITS[face], face).toBeDefined()
  })

  it('credits every icon set a concept draws from, with its licence', () => {
    for (const concept of CONCEPTS)
      if ('set' in concept.motif) expect(ICON_SET_CREDITS[concept.motif.set].licenceUrl, concept.id).toMatch(/^https:\/\//)
  })
})
