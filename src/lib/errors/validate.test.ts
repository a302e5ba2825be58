import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error'
import { parseInput } from './validate'

const Schema = v.object({
  email: v.pipe(v.string('validation_required'), v.email('validation_email')),
  age: v.optional(v.pipe(v.number('validation_number'), v.integer('validation_integer'))),
  tags: v.optional(v.array(v.string('validation_string'))),
})

describe('parseInput', () => {
  it('returns the parsed value and drops unknown fields', () => {
    expect(parseInput(Schema, { email: 'a@b.co', extra: 1 })).toEqual({ email: 'a@b.co' })
  })

  it('throws 400001 with one message key per field', () => {
    try {
      parseInput(Schema, { email: 'nope', age: 1.5, tags: ['x', 2] })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ code: 400001, status: 400 })
      expect((error as AppError).data).toEqual({
        fields: { email: 'validation_email', age: 'validation_integer', 'tags.1': 'validation_string' },
      })
    }
  })

  it('reports missing fields and a missing body', () => {
    expect(() => parseInput(Schema, undefined)).toThrowError(AppError)
    try {
      parseInput(Schema, null)
    } catch (error) {
      expect((error as AppError).data).toEqual({ fields: { email: 'validation_required' } })
    }
  })
})
