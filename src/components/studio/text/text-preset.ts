import * as v from 'valibot'
import {
  DRAWN_SIZE_RANGE_MM,
  LETTERING_FONT_IDS,
  MAX_LETTERING_CHARS,
  MAX_PROMPT_CHARS,
  MAX_VARIATIONS,
  PLACEMENT_IDS,
  STYLE_IDS,
  type LetteringFontId,
  type PlacementId,
  type StyleId,
} from '@/engine/options'
import type { ToolRequest } from '../tool-form'

export type Colour = 'bw' | 'color'

/** What the text tool can start from: a gallery's link, a job's params (re-run, print-check fix). */
export interface TextPreset {
  prompt?: string
  style?: StyleId
  colour?: Colour
  placement?: PlacementId
  size_mm?: number
  variations?: number
  seed?: number
  lettering?: string
  font?: LetteringFontId
}

/** The form's values; '' is "not chosen" (the prompt or the engine decides). */
export interface TextFormValues {
  prompt: string
  style: StyleId | ''
  colour: Colour | ''
  placement: PlacementId | ''
  /** Long side at print size; undefined keeps the placement's usual size. */
  sizeMm: number | undefined
  variations: number
  seed: string
  lettering: string
  font: LetteringFontId | ''
}

/** A search value read leniently: a bad one is dropped, not the page. The router parses `?seed=7` to a number. */
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)
const textOf = (max: number) =>
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
    v.transform((s) => s.slice(0, max)),
  )
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/**
 * The route's search: `from` (a job id; the workspace loads it) and flat params for the galleries'
 * "make one like this" links and the print check's fixes, which win over the job's.
 */
export const TextSearchSchema = v.object({
  from: lenient(v.pipe(v.string(), v.uuid())),
  prompt: lenient(textOf(MAX_PROMPT_CHARS)),
  style: lenient(v.picklist(STYLE_IDS)),
  colour: lenient(v.picklist(['bw', 'color'])),
  placement: lenient(v.picklist(PLACEMENT_IDS)),
  size_mm: lenient(v.pipe(v.number(), v.minValue(DRAWN_SIZE_RANGE_MM[0]), v.maxValue(DRAWN_SIZE_RANGE_MM[1]))),
  variations: lenient(int(1, MAX_VARIATIONS)),
  seed: lenient(int(0, 2 ** 31 - 1)),
  lettering: lenient(textOf(MAX_LETTERING_CHARS)),
  font: lenient(v.picklist(LETTERING_FONT_IDS as [LetteringFontId, ...LetteringFontId[]])),
})

export type TextSearch = v.InferOutput<typeof TextSearchSchema>

export const parseTextSearch = (search: Record<string, unknown>): TextSearch => v.parse(v.fallback(TextSearchSchema, {}), search)

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as T

/** The search's flat params as a preset (without `from`). */
export function presetFromSearch({ from: _from, ...params }: TextSearch): TextPreset {
  return defined(params)
}

/**
 * A text job's stored params, seed and variations as a preset (what re-run and "make one like
 * this" open). Anything not a text job's gives nothing; unknown values are dropped.
 */
export function presetFromJob(job: { tool: string; params: unknown; seed?: number | null; variations?: number }): TextPreset {
  if (job.tool !== 'text' || typeof job.params !== 'object' || job.params === null) return {}
  return presetFromSearch(parseTextSearch({ ...job.params, seed: job.seed ?? undefined, variations: job.variations }))
}

/** A job's preset with the search's own params over it (the print check's `?from=…&size_mm=…`). */
export function mergePresets(...presets: (TextPreset | undefined)[]): TextPreset | undefined {
  const present = presets.filter((p): p is TextPreset => p !== undefined)
  return present.length ? Object.assign({}, ...present) : undefined
}

export function initialValues(preset: TextPreset | undefined, maxVariations: number): TextFormValues {
  return {
    prompt: preset?.prompt ?? '',
    style: preset?.style ?? '',
    colour: preset?.colour ?? '',
    placement: preset?.placement ?? '',
    sizeMm: preset?.size_mm,
    variations: Math.max(1, Math.min(preset?.variations ?? maxVariations, maxVariations)),
    seed: preset?.seed === undefined ? '' : String(preset.seed),
    lettering: preset?.lettering ?? '',
    font: preset?.font ?? '',
  }
}

/** The form's values as the request the workspace sends; what is not chosen is left out. */
export function toRequest(values: TextFormValues): ToolRequest {
  const seed = values.seed.trim()
  const lettering = values.lettering.trim()
  return {
    tool: 'text',
    variations: values.variations,
    ...(seed !== '' && { seed: Number(seed) }),
    params: defined({
      prompt: values.prompt.trim(),
      style: values.style || undefined,
      colour: values.colour || undefined,
      placement: values.placement || undefined,
      size_mm: values.sizeMm,
      lettering: lettering || undefined,
      // The face letters quoted words in the prompt as well, so it goes even without the field.
      font: values.font || undefined,
    }),
  }
}
