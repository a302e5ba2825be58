import * as v from 'valibot'

import { MAX_PAGE } from './constants'

export { MAX_PAGE }

/** A whole number from a query string or a JSON body. */
export const wholeNumberParam = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()], 'validation_number'),
      v.toNumber('validation_number'),
      v.integer('validation_number'),
      v.minValue(min, 'validation_range'),
      v.maxValue(max, 'validation_range'),
    ),
    fallback,
  )

/** `page` (from 1) and `page_size` (20 by default, 100 at most) of every list (api.md, conventions). */
export const pageParams = {
  page: wholeNumberParam(1, MAX_PAGE, 1),
  page_size: wholeNumberParam(1, 100, 20),
}
