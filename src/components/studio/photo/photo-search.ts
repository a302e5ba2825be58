import { LINE_WEIGHT_RANGE_MM, PHOTO_SIZE_RANGE_MM, TREATMENT_IDS } from '@/engine/options'
import { flag, numberIn, oneOf, type Read, type SearchOf, searchOf, uuid } from '@/lib/search-params'

const number = (min: number, max: number) => numberIn(min, max, { numbersFromText: true })
const whole = (min: number, max: number): Read<number> => {
  const inRange = number(min, max)
  return (value) => {
    const n = inRange(value)
    return n === undefined ? undefined : Math.round(n)
  }
}

/**
 * The photo tool's search params: `from` (a job to start from, read by the workspace) and the
 * params flat, as gallery links and the print check write them. A value out of range is dropped,
 * not an error page.
 */
const PHOTO_SEARCH = {
  from: uuid,
  upload: uuid,
  treatment: oneOf(TREATMENT_IDS),
  detail: whole(1, 5),
  contrast: whole(1, 5),
  line_weight_mm: number(...LINE_WEIGHT_RANGE_MM),
  isolate: flag,
  invert: flag,
  size_mm: number(...PHOTO_SIZE_RANGE_MM),
}

export type PhotoSearch = SearchOf<typeof PHOTO_SEARCH>

export const parsePhotoSearch = searchOf(PHOTO_SEARCH)
