import { describe, expect, it } from 'vitest'
import { breakLines } from './lettering-piece.ts'

describe('lettering lines', () => {
  it('never breaks a word of a spaced script, however tall the placement', () => {
    for (const word of ['Familia', 'Serendipity', 'Wanderlust', 'Strength', 'Olivia', 'Сила', 'Ελπίδα'])
      expect(breakLines(word, 0.5), word).toEqual([word])
  })

  it('stacks words on a tall placement and keeps them on one line on a wide one', () => {
    expect(breakLines('this too shall pass', 0.5).length).toBeGreaterThan(1)
    expect(breakLines('this too shall pass', 0.5).join(' ')).toBe('this too shall pass')
    expect(breakLines('this too shall pass', 4)).toEqual(['this too shall pass'])
  })

  it('breaks Chinese and Japanese between characters', () => {
    const lines = breakLines('一期一会の心を忘れず', 0.5)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.join('')).toBe('一期一会の心を忘れず')
  })
})
