import {
  DRAWN_SIZE_RANGE_MM,
  LAYOUT_IDS,
  LETTERING_FONT_IDS,
  MAX_LETTERING_CHARS,
  MAX_VARIATIONS,
  PLACEMENT_IDS,
  STYLE_IDS,
} from '@/engine/options'
import { oneOf, type Read, type SearchOf, searchOf, textUpTo, uuid, wholeIn } from '@/lib/search-params'

/**
 * A comma list in a search param ("3,7"; the router hands over a lone "3" as a number). Kept as
 * it came: the router writes validated search back into the URL, and must write the same.
 */
const list: Read<string | number> = (value) => (typeof value === 'string' || typeof value === 'number' ? value : undefined)
const letters = textUpTo(MAX_LETTERING_CHARS)
/** Lettering as text, or a number the router read from `?lettering=1987`. */
const lettering: Read<string | number> = (value) => (typeof value === 'number' ? value : letters(value))

/**
 * The birth-flower page's search params: `from` (a job to start from) and the flat fields of a
 * gallery's "make one like this" link or a print-check fix. A value that does not fit is dropped
 * rather than failing the page: links get old.
 */
const FLOWER_SEARCH = {
  from: uuid,
  months: list,
  flowers: list,
  layout: oneOf(LAYOUT_IDS),
  style: oneOf(STYLE_IDS),
  colour: oneOf(['bw', 'color'] as const),
  lettering,
  font: oneOf(LETTERING_FONT_IDS),
  placement: oneOf(PLACEMENT_IDS),
  size_mm: wholeIn(...DRAWN_SIZE_RANGE_MM),
  variations: wholeIn(1, MAX_VARIATIONS),
  seed: wholeIn(0, 2 ** 31 - 1),
}

export type FlowerSearch = SearchOf<typeof FLOWER_SEARCH>

/** For the route: `validateSearch: validateFlowerSearch`. */
export const validateFlowerSearch = searchOf(FLOWER_SEARCH)
