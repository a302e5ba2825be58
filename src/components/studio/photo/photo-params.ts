import * as v from 'valibot'
import {
  LINE_WEIGHT_RANGE_MM,
  PHOTO_SIZE_RANGE_MM,
  TREATMENT_IDS,
  TREATMENT_LINE_WEIGHT_MM,
  type TreatmentId,
} from '@/engine/options'
import type { ToolRequest } from '../tool-form'

/** The photo tool's params as its form holds them: every choice made, none left to the server's defaults. */
export interface PhotoChoices {
  uploadId: string | null
  treatment: TreatmentId
  detail: number
  contrast: number
  /** null: the treatment's own weight, which follows the treatment when it changes. */
  lineWeightMm: number | null
  isolate: boolean
  invert: boolean
  sizeMm: number
  mirrorStencil: boolean
}

/** What a gallery link, a re-run or a print-check fix starts the form from. */
export type PhotoPreset = Partial<Omit<PhotoChoices, 'uploadId'>> & {
  uploadId?: string
  /** A re-run's seed: the same dots and strokes as the job it starts from. */
  seed?: number
}

/** The engine's defaults (photo-design.ts), so the form shows what the server would draw. */
export const DEFAULT_CHOICES: PhotoChoices = {
  uploadId: null,
  treatment: 'line-art',
  detail: 3,
  contrast: 3,
  lineWeightMm: null,
  isolate: false,
  invert: false,
  sizeMm: 120,
  mirrorStencil: false,
}

export const choicesFrom = (preset: PhotoPreset | undefined): PhotoChoices => ({ ...DEFAULT_CHOICES, ...preset })

export const lineWeightOf = (c: PhotoChoices) => c.lineWeightMm ?? TREATMENT_LINE_WEIGHT_MM[c.treatment]

/** The API's photo params for the choices (the preview's and the design request's). */
export function photoParams(c: PhotoChoices & { uploadId: string }) {
  return {
    upload_id: c.uploadId,
    treatment: c.treatment,
    detail: c.detail,
    contrast: c.contrast,
    line_weight_mm: lineWeightOf(c),
    isolate: c.isolate,
    invert: c.invert,
    size_mm: c.sizeMm,
    mirror_stencil: c.mirrorStencil,
  }
}

export function photoRequest(c: PhotoChoices & { uploadId: string }, seed: number): ToolRequest {
  return { tool: 'photo', params: photoParams(c), variations: 1, seed }
}

const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  ),
)
const number = (min: number, max: number) =>
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number(), v.minValue(min), v.maxValue(max)))
const whole = (min: number, max: number) =>
  v.optional(
    v.pipe(
      number(min, max),
      v.transform((x) => (x === undefined ? x : Math.round(x))),
    ),
  )

/**
 * The photo tool's search params: `from` (a job to start from, read by the workspace) and the
 * params flat, as gallery links and the print check write them. A value out of range is dropped,
 * not an error page.
 */
export const PhotoSearchSchema = v.object({
  from: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  upload: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  treatment: v.fallback(v.optional(v.picklist(TREATMENT_IDS)), undefined),
  detail: v.fallback(whole(1, 5), undefined),
  contrast: v.fallback(whole(1, 5), undefined),
  line_weight_mm: v.fallback(number(...LINE_WEIGHT_RANGE_MM), undefined),
  isolate: v.fallback(flag, undefined),
  invert: v.fallback(flag, undefined),
  size_mm: v.fallback(number(...PHOTO_SIZE_RANGE_MM), undefined),
})

export type PhotoSearch = v.InferOutput<typeof PhotoSearchSchema>

/** The form's preset from the search params (undefined when they name nothing). */
export function presetFromSearch(s: PhotoSearch): PhotoPreset | undefined {
  const preset: PhotoPreset = {
    uploadId: s.upload,
    treatment: s.treatment,
    detail: s.detail,
    contrast: s.contrast,
    lineWeightMm: s.line_weight_mm,
    isolate: s.isolate,
    invert: s.invert,
    sizeMm: s.size_mm,
  }
  const given = Object.fromEntries(Object.entries(preset).filter(([, value]) => value !== undefined)) as PhotoPreset
  return Object.keys(given).length ? given : undefined
}

/** A photo job (a re-run, "make one like this", a print-check fix) as the form's preset. */
export function presetFromJob(job: { params: Record<string, unknown>; seed: number | null }): PhotoPreset {
  const p = job.params
  const preset = presetFromSearch(
    v.parse(PhotoSearchSchema, {
      upload: p.upload_id,
      treatment: p.treatment,
      detail: p.detail,
      contrast: p.contrast,
      line_weight_mm: p.line_weight_mm,
      isolate: p.isolate,
      invert: p.invert,
      size_mm: p.size_mm,
    }),
  )
  return {
    ...preset,
    ...(typeof p.mirror_stencil === 'boolean' && { mirrorStencil: p.mirror_stencil }),
    ...(job.seed !== null && { seed: job.seed }),
  }
}
