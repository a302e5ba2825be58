import { MAX_PAGE } from '@/lib/constants'
import { oneOf, type Read, type SearchOf, searchOf, textUpTo, wholeIn } from '@/lib/search-params'
import { COMMISSION_STATUSES, RECORD_TYPES, SETTLEMENT_STATUSES } from '@/modules/affiliate/statuses'

const DAY = 86_400
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A value that makes no sense (a hand-edited URL) is dropped rather than refused, so the page still opens. */
const page = wholeIn(1, MAX_PAGE)
const isoDay = textUpTo(10, { pattern: ISO_DAY })
const day: Read<string> = (value) => {
  const text = isoDay(value)
  return dayStart(text) === undefined ? undefined : text
}

/** /affiliate/details: the record type, a date range (days, as the date inputs write them) and the page. */
const RECORD_SEARCH = { type: oneOf(RECORD_TYPES), from: day, to: day, page }
export type RecordSearch = SearchOf<typeof RECORD_SEARCH>
export const parseRecordSearch = searchOf(RECORD_SEARCH)

/** /affiliate/settlement: two lists on one page, each with its own status filter and page. */
const SETTLEMENT_SEARCH = {
  settlement_status: oneOf(SETTLEMENT_STATUSES),
  settlement_page: page,
  commission_status: oneOf(COMMISSION_STATUSES),
  commission_page: page,
}
export type SettlementSearch = SearchOf<typeof SETTLEMENT_SEARCH>
export const parseSettlementSearch = searchOf(SETTLEMENT_SEARCH)

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
