import type { DesignRequest, Lang, Paper } from '@/engine'
import type { LocaleCode } from '@/i18n/locales'
import type { DrawingInput as CreateDesignInput } from './designs.schema'
import { defaultPaper, stencilPdfRequest } from './stencil-labels'

/**
 * What a job keeps of its request: the tool's params as the API took them, the stencil sheet's
 * paper, and the requester's language (the sheet's words).
 */
export type StoredParams = CreateDesignInput['params'] & { paper?: Paper; locale?: LocaleCode }

/** The engine's camelCase name of each API field, so the engine's refusals name the field the client sent. */
const API_FIELD: Record<string, string> = {
  sizeMm: 'params.size_mm',
  lineWeightMm: 'params.line_weight_mm',
  mirrorStencil: 'params.mirror_stencil',
  variations: 'variations',
  seed: 'seed',
}

export const apiFieldOf = (engineField: string) => API_FIELD[engineField] ?? `params.${engineField}`

/**
 * The engine's request for a job: its stored params, seed and variations. A photo job's picture
 * is read from its upload when it runs; checking a request before it is queued needs none.
 */
export function engineRequest(
  tool: CreateDesignInput['tool'],
  params: StoredParams,
  job: { seed: number; variations: number; language: Lang },
  image?: Uint8Array,
): DesignRequest {
  const locale = params.locale ?? 'en'
  const pdf = stencilPdfRequest(params.paper ?? defaultPaper(locale), locale)
  if (tool === 'photo') {
    const p = params as Extract<CreateDesignInput, { tool: 'photo' }>['params']
    return {
      tool: 'photo',
      image: image ?? new Uint8Array(),
      treatment: p.treatment,
      detail: p.detail,
      contrast: p.contrast,
      lineWeightMm: p.line_weight_mm,
      isolate: p.isolate,
      invert: p.invert,
      sizeMm: p.size_mm,
      mirrorStencil: p.mirror_stencil,
      seed: job.seed,
      pdf,
    }
  }
  const drawn = params as Exclude<CreateDesignInput, { tool: 'photo' }>['params']
  const common = {
    style: drawn.style,
    colour: drawn.colour,
    placement: drawn.placement,
    sizeMm: drawn.size_mm,
    mirrorStencil: drawn.mirror_stencil,
    variations: job.variations,
    seed: job.seed,
    language: job.language,
    pdf,
  }
  if (tool === 'text') {
    const p = params as Extract<CreateDesignInput, { tool: 'text' }>['params']
    return {
      tool: 'text',
      prompt: p.prompt,
      lettering: p.lettering || undefined,
      font: p.font,
      ...common,
      language: p.language ?? job.language,
    }
  }
  const p = params as Extract<CreateDesignInput, { tool: 'birth-flower' }>['params']
  return {
    tool: 'birth-flower',
    months: p.months,
    flowers: p.flowers,
    layout: p.layout,
    lettering: p.lettering || undefined,
    ...common,
  }
}
