import { describe, expect, it } from 'vitest'
import { subjectModelFor } from '../../compose/subject.ts'
import { CONCEPTS } from '../lexicon/index.ts'
import type { Relation } from '../relations.ts'
import { chooseDesigns } from './plan.ts'
import type { Part } from './stage.ts'

const part = (id: string): Part => {
  const concept = CONCEPTS.find((c) => c.id === id)
  if (!concept) throw new Error(`no concept ${id}`)
  return { concept, model: subjectModelFor(concept) }
}
const designs = (ids: string[], relations: Relation[] = [], lettering = false) =>
  chooseDesigns(ids.map(part), relations, { lettering, style: 'traditional', asked: null })
const roles = (d: ReturnType<typeof designs>[number]) => [d.id, d.lead.concept.id, d.other?.concept.id]

describe('choosing the designs of a request', () => {
  it('follows the relation the prompt states, with the roles it gives', () => {
    expect(roles(designs(['snake', 'dagger'], [{ kind: 'coil', subject: 'snake', object: 'dagger' }])[0]!)).toEqual([
      'coil',
      'dagger',
      'snake',
    ])
    expect(roles(designs(['dagger', 'heart'], [{ kind: 'pierce', subject: 'dagger', object: 'heart' }])[0]!)).toEqual([
      'pierce',
      'heart',
      'dagger',
    ])
    expect(roles(designs(['swallow', 'anchor'], [{ kind: 'perch', subject: 'swallow', object: 'anchor' }])[0]!)).toEqual([
      'perch',
      'anchor',
      'swallow',
    ])
    expect(roles(designs(['hand', 'rose'], [{ kind: 'hold', subject: 'hand', object: 'rose' }])[0]!)).toEqual([
      'hold',
      'hand',
      'rose',
    ])
    expect(roles(designs(['wolf', 'moon'], [{ kind: 'under', subject: 'wolf', object: 'moon' }])[0]!)).toEqual([
      'backdrop',
      'wolf',
      'moon',
    ])
    expect(roles(designs(['phoenix', 'fire'], [{ kind: 'emerge', subject: 'phoenix', object: 'fire' }])[0]!)).toEqual([
      'emerge',
      'phoenix',
      'fire',
    ])
  })

  it('infers the tie from what the parts are when no word states it', () => {
    expect(roles(designs(['snake', 'dagger'])[0]!)).toEqual(['coil', 'dagger', 'snake'])
    expect(roles(designs(['heart', 'dagger'])[0]!)).toEqual(['pierce', 'heart', 'dagger'])
    expect(roles(designs(['skull', 'rose'])[0]!)).toEqual(['frame', 'skull', 'rose'])
    expect(roles(designs(['anchor', 'swallow'])[0]!)).toEqual(['perch', 'anchor', 'swallow'])
    expect(roles(designs(['wolf', 'moon'])[0]!)).toEqual(['backdrop', 'wolf', 'moon'])
  })

  it('gives four variations four different designs', () => {
    for (const ids of [['snake', 'dagger', 'rose'], ['skull', 'rose'], ['wolf'], ['lion', 'crown'], ['eye']]) {
      const keys = designs(ids).map((d) => `${d.id}/${d.variant}`)
      expect(new Set(keys).size, ids.join('+')).toBe(4)
    }
  })

  it('keeps the third part named in the prompt', () => {
    const first = designs(['snake', 'dagger', 'rose'])[0]!
    expect(first.extras.map((p) => p.concept.id)).toEqual(['rose'])
  })

  it('carries lettering on a ribbon or a badge in at least one variation', () => {
    const ids = designs(['anchor', 'swallow'], [], true).map((d) => d.id)
    expect(ids.some((id) => id === 'crest' || id === 'badge')).toBe(true)
  })

  it('honours an arrangement the prompt names', () => {
    const asked = chooseDesigns([part('eye')], [], { lettering: false, style: 'dotwork', asked: 'mandala' })
    expect(asked.map((d) => d.id)).toEqual(['mandala', 'mandala', 'mandala', 'mandala'])
    expect(new Set(asked.map((d) => d.variant)).size).toBe(4)
  })
})
