import { TREATMENT_LINE_WEIGHT_MM, type TreatmentId } from '@/engine/options'
import type { ToolRequest } from '../tool-form'
import { parsePhotoSearch, type PhotoSearch } from './photo-search'

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
    parsePhotoSearch({
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
