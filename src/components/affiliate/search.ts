import * as v from 'valibot'
import { COMMISSION_STATUSES, RECORD_TYPES, SETTLEMENT_STATUSES } from '@/modules/affiliate'
import { MAX_PAGE } from '@/lib/list-params'

const DAY = 86_400
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A value that makes no sense (a hand-edited URL) is dropped rather than refused, so the page still opens. */
const page = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE))), undefined)
const day = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.regex(ISO_DAY),
      v.check((value) => dayStart(value) !== undefined),
    ),
  ),
  undefined,
)

/** /affiliate/details: the record type, a date range (days, as the date inputs write them) and the page. */
export const RecordSearchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(RECORD_TYPES)), undefined),
  from: day,
  to: day,
  page,
})
export type RecordSearch = v.InferOutput<typeof RecordSearchSchema>
export const parseRecordSearch = (search: Record<string, unknown>): RecordSearch => v.parse(RecordSearchSchema, search)

/** /affiliate/settlement: two lists on one page, each with its own status filter and page. */
export const SettlementSearchSchema = v.object({
  settlement_status: v.fallback(v.optional(v.picklist(SETTLEMENT_STATUSES)), undefined),
  settlement_page: page,
  commission_status: v.fallback(v.optional(v.picklist(COMMISSION_STATUSES)), undefined),
  commission_page: page,
})
export type SettlementSearch = v.InferOutput<typeof SettlementSearchSchema>
export const parseSettlementSearch = (search: Record<string, unknown>): SettlementSearch =>
  v.parse(SettlementSearchSchema, search)

/**
 * A `YYYY-MM-DD` day as Unix seconds at its start, in UTC: the records, the dashboard's days and
 * the dates the pages print are all UTC, so a day means the same everywhere on the page.
 */
export function dayStart(value: string | undefined): number | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined
  const ms = Date.parse(`${value}T00:00:00Z`)
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? undefined : ms / 1000
}

/** The last second of a `YYYY-MM-DD` day (UTC): "to" includes the whole day. */
export function dayEnd(value: string | undefined): number | undefined {
  const start = dayStart(value)
  return start === undefined ? undefined : start + DAY - 1
}

/** The records' filter as the API takes it; a range given backwards is read forwards. */
export function recordFilterOf(search: RecordSearch) {
  let from = dayStart(search.from)
  let to = dayEnd(search.to)
  if (from !== undefined && to !== undefined && from > to) {
    from = dayStart(search.to)
    to = dayEnd(search.from)
  }
  return { type: search.type, from, to, page: search.page ?? 1 }
}
