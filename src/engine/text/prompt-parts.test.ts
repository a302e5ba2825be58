import { describe, expect, it } from 'vitest'
import { plan } from '../design.ts'
import { promptParts } from './prompt-parts.ts'
import { readPrompt } from './reading.ts'

describe('promptParts: the reading with the words that said it', () => {
  it('lists motifs, style, colour, placement and lettering with their spans', () => {
    const prompt = 'a wolf howling at the moon in watercolor on my forearm, "Luna" in colour'
    const r = promptParts(prompt, { language: 'en' })
    const said = (kind: string) =>
      r.parts.filter((p) => p.kind === kind).map((p) => [p.id, p.spans.map(([a, b]) => prompt.slice(a, b))])
    expect(said('concept')).toEqual([
      ['wolf', ['wolf']],
      ['moon', ['moon']],
    ])
    expect(said('style')).toEqual([['watercolor', ['watercolor']]])
    expect(said('colour')).toEqual([['color', ['colour']]])
    expect(said('placement')).toEqual([['forearm', ['forearm']]])
    expect(said('lettering')).toEqual([['Luna', ['"Luna"']]])
  })

  it('finds every mention of a motif, and reads Japanese', () => {
    expect(promptParts('wolf and wolves, WOLF').parts).toEqual([
      {
        kind: 'concept',
        id: 'wolf',
        spans: [
          [0, 4],
          [9, 15],
          [17, 21],
        ],
      },
    ])
    const ja = promptParts('月に吠える狼、水彩、前腕に「ルナ」', { language: 'ja' })
    expect(ja.parts.map((p) => `${p.kind}:${p.id}`)).toEqual([
      'concept:moon',
      'concept:wolf',
      'style:watercolor',
      'placement:forearm',
      'lettering:ルナ',
    ])
  })

  it('agrees with what the drawing reads', () => {
    const prompt = 'koi, lotus, wave, moon, sun, dragon in japanese style'
    const drawn = readPrompt({ tool: 'text', prompt, language: 'en' })
    const parts = promptParts(prompt, { language: 'en' }).parts
    expect(parts.filter((p) => p.kind === 'concept').map((p) => p.id)).toEqual(drawn.concepts)
    expect(parts.find((p) => p.kind === 'style')?.id).toBe(drawn.style)
  })
})

describe('a text request’s own lettering and font', () => {
  it('letters the field after the quoted passages, in the chosen face', () => {
    const r = readPrompt({ tool: 'text', prompt: 'a rose "Mum"', lettering: ' 1962 ', font: 'blackletter' })
    expect(r.lettering).toEqual(['Mum', '1962'])
    expect(r.font).toBe('blackletter')
  })

  it('refuses a face the engine does not have', () => {
    expect(() => plan({ tool: 'text', prompt: 'rose', font: 'comic' as never })).toThrow(/font/)
  })
})
