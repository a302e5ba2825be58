import { describe, expect, it } from 'vitest'
import type { PromptReading } from '@/modules/designs'
import { hasLettering, isOverridden, readingFits, readValue, withoutPart, withoutSpans } from './reading-chips'

const prompt = 'a wolf howling at the moon, in watercolor, on my forearm "Luna"'
const reading: PromptReading = {
  prompt,
  language: 'en',
  leftover: 'a howling at the in on my',
  parts: [
    { kind: 'concept', id: 'wolf', spans: [[2, 6]], name: 'wolf' },
    { kind: 'concept', id: 'moon', spans: [[22, 26]], name: 'moon' },
    { kind: 'style', id: 'watercolor', spans: [[31, 41]] },
    { kind: 'placement', id: 'forearm', spans: [[49, 56]] },
    { kind: 'lettering', id: 'Luna', spans: [[57, 63]] },
  ],
}
const part = (id: string) => reading.parts.find((p) => p.id === id)!

describe('taking a chip out of the prompt', () => {
  it('removes every word that said it and leaves no double space or dangling comma', () => {
    expect(withoutPart(prompt, part('watercolor'))).toBe('a wolf howling at the moon, in, on my forearm "Luna"')
    expect(withoutPart(prompt, part('Luna'))).toBe('a wolf howling at the moon, in watercolor, on my forearm')
    expect(
      withoutSpans('wolf, rose, wolf', [
        [0, 4],
        [12, 16],
      ]),
    ).toBe('rose')
    expect(withoutSpans('rose , moon', [[7, 11]])).toBe('rose')
  })

  it('works on prompts without spaces', () => {
    expect(withoutSpans('月に吠える狼、水彩、前腕', [[7, 9]])).toBe('月に吠える狼、前腕')
  })
})

describe('the reading beside the form', () => {
  it('belongs to the prompt it was read from', () => {
    expect(readingFits(reading, prompt)).toBe(true)
    expect(readingFits(reading, `${prompt} and a rose`)).toBe(false)
    expect(readingFits(undefined, prompt)).toBe(false)
  })

  it('marks the prompt’s style, colour or placement that the form’s choice replaces', () => {
    const none = { style: '', colour: '', placement: '' } as const
    expect(isOverridden(part('watercolor'), none)).toBe(false)
    expect(isOverridden(part('watercolor'), { ...none, style: 'watercolor' })).toBe(false)
    expect(isOverridden(part('watercolor'), { ...none, style: 'sketch' })).toBe(true)
    expect(isOverridden(part('wolf'), { ...none, style: 'sketch' })).toBe(false)
    expect(readValue(reading, 'placement')).toBe('forearm')
    expect(readValue(reading, 'colour')).toBeUndefined()
  })

  it('knows when the design letters something', () => {
    expect(hasLettering(reading, '')).toBe(true)
    expect(hasLettering({ ...reading, parts: [] }, ' ')).toBe(false)
    expect(hasLettering(undefined, 'Mia')).toBe(true)
  })
})
