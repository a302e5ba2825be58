import {
  DRAWN_SIZE_RANGE_MM,
  LETTERING_FONT_IDS,
  MAX_LETTERING_CHARS,
  MAX_PROMPT_CHARS,
  MAX_VARIATIONS,
  PLACEMENT_IDS,
  STYLE_IDS,
} from '@/engine/options'
import { numberIn, oneOf, type SearchOf, searchOf, textCutTo, uuid, wholeIn } from '@/lib/search-params'

/**
 * The route's search: `from` (a job id; the workspace loads it) and flat params for the galleries'
 * "make one like this" links and the print check's fixes, which win over the job's. A value that
 * does not fit is dropped; the router reads `?seed=7` as a number and `?prompt=7` too.
 */
const TEXT_SEARCH = {
  from: uuid,
  prompt: textCutTo(MAX_PROMPT_CHARS),
  style: oneOf(STYLE_IDS),
  colour: oneOf(['bw', 'color'] as const),
  placement: oneOf(PLACEMENT_IDS),
  size_mm: numberIn(...DRAWN_SIZE_RANGE_MM),
  variations: wholeIn(1, MAX_VARIATIONS),
  seed: wholeIn(0, 2 ** 31 - 1),
  lettering: textCutTo(MAX_LETTERING_CHARS),
  font: oneOf(LETTERING_FONT_IDS),
}

export type TextSearch = SearchOf<typeof TEXT_SEARCH>

export const parseTextSearch = searchOf(TEXT_SEARCH)
