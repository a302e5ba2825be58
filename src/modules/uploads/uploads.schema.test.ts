import { describe, expect, it } from 'vitest'
import { parseInput } from '@/lib/errors/validate'
import { MAX_PAGE } from '@/lib/list-params'
import { ListUploadsSchema } from './uploads.schema'

describe('the uploads list query', () => {
  it('refuses a page whose row offset the database cannot take as an integer (was a 500)', () => {
    // The largest page times the largest page size stays a safe integer: the offset is bound as one.
    expect(Number.isSafeInteger(MAX_PAGE * 100)).toBe(true)
    expect(parseInput(ListUploadsSchema, { page: String(MAX_PAGE), page_size: '100' })).toMatchObject({
      page: MAX_PAGE,
    })
    for (const page of [String(MAX_PAGE + 1), '1e15', '1e18', '9007199254740993'])
      expect(() => parseInput(ListUploadsSchema, { page }), page).toThrow(
        expect.objectContaining({ code: 400001, data: { fields: { page: 'validation_range' } } }),
      )
  })
})
