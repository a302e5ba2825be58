import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parseInput } from './validate'

const Schema = v.object({
  message: v.string('validation_required'),
  params: v.object({ tags: v.array(v.string()) }, 'validation_required'),
  nested: v.optional(v.object({ deep: v.string() })),
})

describe('parseInput', () => {
  it('refuses text holding a NUL character, naming where it is', () => {
    expect(() => parseInput(Schema, { message: 'a\u0000b', params: { tags: [] } })).toThrow(
      expect.objectContaining({ code: 400001, data: { fields: { message: 'validation_text' } } }),
    )
    expect(() => parseInput(Schema, { message: 'ok', params: { tags: ['x', 'y\u0000'] } })).toThrow(
      expect.objectContaining({ data: { fields: { 'params.tags.1': 'validation_text' } } }),
    )
  })

  it('refuses text with half a character (a lone surrogate), which a store would keep as U+FFFD', () => {
    expect(() => parseInput(Schema, { message: 'broken \uD800 text', params: { tags: [] } })).toThrow(
      expect.objectContaining({ code: 400001, data: { fields: { message: 'validation_text' } } }),
    )
    expect(() => parseInput(Schema, { message: 'ok', params: { tags: ['\uDFFFx'] } })).toThrow(
      expect.objectContaining({ data: { fields: { 'params.tags.0': 'validation_text' } } }),
    )
    // Whole pairs (emoji, rare CJK) are text like any other.
    expect(parseInput(Schema, { message: '🌹 𠮷 👩‍👩‍👧', params: { tags: [] } }).message).toBe('🌹 𠮷 👩‍👩‍👧')
  })

  it('never hands the client a message that is not a catalogue key', () => {
    expect(() => parseInput(Schema, { message: 'ok', params: { tags: [] }, nested: null })).toThrow(
      expect.objectContaining({ data: { fields: { nested: 'validation_invalid' } } }),
    )
  })
  it('takes a list for a record of fields as the wrong type, even where every field is optional', () => {
    const Optional = v.object({ label: v.optional(v.string()) })
    expect(() => parseInput(Optional, [['x']])).toThrow(
      expect.objectContaining({ code: 400001, data: { fields: { _: 'validation_json' } } }),
    )
    expect(() =>
      parseInput(
        v.pipe(
          Optional,
          v.check(() => true),
        ),
        [],
      ),
    ).toThrow(expect.objectContaining({ code: 400001 }))
    expect(parseInput(v.array(v.string()), ['a'])).toEqual(['a'])
    expect(parseInput(Optional, {})).toEqual({})
  })
})
