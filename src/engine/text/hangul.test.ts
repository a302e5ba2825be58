import { describe, expect, it } from 'vitest'
import type { Sense } from './dictionary.ts'
import { splitHangul, withoutParticle } from './hangul.ts'

const WORDS: Record<string, Sense[]> = {
  늑대: [{ kind: 'concept', id: 'wolf' }],
  달: [{ kind: 'concept', id: 'moon' }],
  새: [{ kind: 'concept', id: 'bird' }],
  달팽이: [{ kind: 'concept', id: 'snail' }],
}
const split = (word: string) => splitHangul(word, (p) => WORDS[p], 3)?.map((p) => word.slice(p.start, p.end)) ?? null

describe('splitHangul', () => {
  it('takes particles off nouns', () => {
    expect(split('늑대와')).toEqual(['늑대'])
    expect(split('달을')).toEqual(['달'])
    expect(split('늑대들')).toEqual(['늑대'])
  })

  it('splits nouns run together with particles between them', () => {
    expect(split('늑대와달')).toEqual(['늑대', '달'])
    expect(split('늑대문신')).toEqual(['늑대'])
  })

  it('prefers the whole word to pieces of it', () => {
    expect(split('달팽이')).toEqual(['달팽이'])
    expect(split('달팽이가')).toEqual(['달팽이'])
  })

  it('believes a one-syllable noun only alone or before a noun particle', () => {
    expect(split('새')).toEqual(['새'])
    expect(split('새가')).toEqual(['새'])
    expect(split('새로')).toBeNull()
    expect(split('달에서')).toBeNull()
  })

  it('gives up on words it cannot cover', () => {
    expect(split('보고')).toBeNull()
    expect(split('늑대처럼섹시')).toBeNull()
  })

  it('lists a word without each trailing particle', () => {
    expect(withoutParticle('뒤에')).toContain('뒤')
    expect(withoutParticle('에')).toEqual([])
  })
})
