import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { email, flag, numberIn, oneOf, searchOf, textCutTo, textUpTo, uuid, wholeIn } from './search-params'

describe('reading search params in a route definition', () => {
  it('keeps the fields it names that fit, and leaves out the rest and every other field', () => {
    const parse = searchOf({ page: wholeIn(1, 10), sort: oneOf(['new', 'old'] as const) })
    expect(parse({ page: 3, sort: 'old', other: 'x' })).toEqual({ page: 3, sort: 'old' })
    const dropped = parse({ page: 11, sort: 'random' })
    expect(dropped).toEqual({})
    // Present as undefined: the router lays the result over the URL's values ({ ...raw, ...parsed }),
    // and a refused value must not survive that.
    expect(Object.keys(dropped).sort()).toEqual(['page', 'sort'])
    const raw = { page: -1, sort: 'random', q: 'x' }
    expect({ ...raw, ...parse(raw) }).toEqual({ page: undefined, sort: undefined, q: 'x' })
  })

  it('takes whole numbers in range, as the router parses them; text only when asked to', () => {
    const page = wholeIn(1, 5)
    expect([1, 5, 0, 6, 2.5, '3', Number.NaN, null].map(page)).toEqual([
      1,
      5,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(wholeIn(1, 64, { numbersFromText: true })('12')).toBe(12)
    expect(numberIn(0.2, 2)(0.6)).toBe(0.6)
    expect(numberIn(0.2, 2)('0.6')).toBeUndefined()
    expect(numberIn(0.2, 2, { numbersFromText: true })('0.6')).toBe(0.6)
    expect(numberIn(0, 10, { numbersFromText: true })('abc')).toBeUndefined()
    expect(numberIn(0, 10)(Number.POSITIVE_INFINITY)).toBeUndefined()
  })

  it('takes text up to a length, matching a pattern, trimmed when asked; or cuts it', () => {
    expect(textUpTo(5)('abcde')).toBe('abcde')
    expect(textUpTo(5)('abcdef')).toBeUndefined()
    expect(textUpTo(5)(12)).toBeUndefined()
    expect(textUpTo(10, { trim: true })('  ab  ')).toBe('ab')
    expect(textUpTo(40, { pattern: /^[a-z0-9-]+$/ })('pro-month')).toBe('pro-month')
    expect(textUpTo(40, { pattern: /^[a-z0-9-]+$/ })('Pro Month')).toBeUndefined()
    expect(textCutTo(3)('abcdef')).toBe('abc')
    expect(textCutTo(3)(12345)).toBe('123')
    expect(textCutTo(3)(true)).toBeUndefined()
  })

  it('reads flags, UUIDs and e-mail addresses as the forms and the server do', () => {
    expect([true, 'true', 1, '1', false, 'false', 0, '0', 'yes'].map(flag)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      undefined,
    ])
    expect(uuid('0CCA6682-be5f-4297-9048-b1a24baee3b0')).toBe('0CCA6682-be5f-4297-9048-b1a24baee3b0')
    expect(uuid('0cca6682-be5f-4297-9048-b1a24baee3b')).toBeUndefined()
    expect(email('  Ana@Example.COM ')).toBe('ana@example.com')
    expect(email('ana@example')).toBeUndefined()
    expect(email(`${'a'.repeat(250)}@example.com`)).toBeUndefined()
  })

  it('agrees with valibot on UUIDs and e-mail addresses', () => {
    const samples = [
      '0cca6682-be5f-4297-9048-b1a24baee3b0',
      '0cca6682be5f42979048b1a24baee3b0',
      'ana@example.com',
      'ana.b+tag@mail.example.co.uk',
      'ana@@example.com',
      'ana@example.c',
      'änä@example.com',
      'a@b.io',
      '',
    ]
    for (const sample of samples) {
      expect(uuid(sample) !== undefined).toBe(v.is(v.pipe(v.string(), v.uuid()), sample))
      expect(email(sample) !== undefined).toBe(
        v.is(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(254), v.email()), sample),
      )
    }
  })
})
