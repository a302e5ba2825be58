import * as v from 'valibot'
import { DRAWN_SIZE_RANGE_MM, LINE_WEIGHT_RANGE_MM, STYLE_IDS } from '@/engine/options'

const optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined))
const [MIN_MM, MAX_MM] = DRAWN_SIZE_RANGE_MM

/**
 * The search params every tool page takes: `from`, a job to start from (a gallery's "make one like
 * this", a re-run, a print-check fix), and the print check's fixes on top of that job's params.
 * A value that does not fit is dropped rather than failing the page: links get old.
 */
export const StudioSearchSchema = v.object({
  from: optional(v.pipe(v.string(), v.uuid())),
  size_mm: optional(v.pipe(v.number(), v.integer(), v.minValue(MIN_MM), v.maxValue(MAX_MM))),
  style: optional(v.picklist(STYLE_IDS)),
  detail: optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
  line_weight_mm: optional(v.pipe(v.number(), v.minValue(LINE_WEIGHT_RANGE_MM[0]), v.maxValue(LINE_WEIGHT_RANGE_MM[1]))),
})

export type StudioSearch = v.InferOutput<typeof StudioSearchSchema>
/** What a print-check fix changes in the job's params. */
export type PresetFix = Omit<StudioSearch, 'from'>

/** For a tool route: `validateSearch: validateStudioSearch`. */
export function validateStudioSearch(search: Record<string, unknown>): StudioSearch {
  return v.parse(v.fallback(StudioSearchSchema, {}), search)
}

/** The fix's fields that are set, so they can be laid over a job's params. */
export function fixFields(fix: PresetFix | undefined): PresetFix {
  return Object.fromEntries(Object.entries(fix ?? {}).filter(([, value]) => value !== undefined)) as PresetFix
}
