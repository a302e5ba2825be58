import { MAX_PAGE } from '@/lib/constants'
import { oneOf, type SearchOf, searchOf, wholeIn } from '@/lib/search-params'

const TOOL_IDS = ['text', 'birth-flower', 'photo', 'try-on'] as const

/**
 * The history's search params: a filter by tool, favourites only, the page. A value that makes
 * no sense (a hand-edited URL) is dropped rather than refused, so the page still opens.
 */
const HISTORY_SEARCH = {
  tool: oneOf(TOOL_IDS),
  favorite: oneOf([true]),
  page: wholeIn(1, MAX_PAGE),
}

export type HistorySearch = SearchOf<typeof HISTORY_SEARCH>

export const parseHistorySearch = searchOf(HISTORY_SEARCH)
