import * as v from 'valibot'
import { MAX_PAGE } from '@/lib/list-params'

const TOOL_IDS = ['text', 'birth-flower', 'photo', 'try-on'] as const

/**
 * The history's search params: a filter by tool, favourites only, the page. A value that makes
 * no sense (a hand-edited URL) is dropped rather than refused, so the page still opens.
 */
export const HistorySearchSchema = v.object({
  tool: v.fallback(v.optional(v.picklist(TOOL_IDS)), undefined),
  favorite: v.fallback(v.optional(v.literal(true)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE))), undefined),
})

export type HistorySearch = v.InferOutput<typeof HistorySearchSchema>

export const parseHistorySearch = (search: Record<string, unknown>): HistorySearch => v.parse(HistorySearchSchema, search)
