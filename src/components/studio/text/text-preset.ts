import type { LetteringFontId, PlacementId, StyleId } from '@/engine/options'
import type { ToolRequest } from '../tool-form'
import { parseTextSearch, type TextSearch } from './text-search'

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
