import type { LayoutId } from './birth-flower/layouts.ts'
import type { LetteringFontId } from './lettering/fonts.ts'
import type { TreatmentId } from './photo/treatments/index.ts'
import type { PhotoPreview } from './photo/photo-preview.ts'
import type { PlacementId } from './placements.ts'
import type { Paper, StencilPdfLabels } from './render/stencil-pdf.ts'
import type { ColourMode, StyleId } from './styles.ts'
import type { Lang } from './text/lexicon/types.ts'
import type { TryOnRequest, TryOnResult } from './try-on/render.ts'

/** Asks for a print-scaled stencil PDF with every output (render/stencil-pdf.ts). */
export interface PdfRequest {
  paper: Paper
  /** The sheet's words in the reader's language. */
  labels: StencilPdfLabels
  /** The labels' language (picks the CJK glyph forms); the request's `language` by default. */
  language?: Lang
}

interface Common {
  style?: StyleId
  colour?: ColourMode
  placement?: PlacementId
  /** Long side of the design at print size, mm (the placement's usual size by default). */
  sizeMm?: number
  /** 1–4 designs, each from its own seed derived from `seed`. */
  variations?: number
  seed?: number
  /** Mirror the stencil, as it is laid on the skin. */
  mirrorStencil?: boolean
  /** The language the user writes in (helps read the prompt and pick CJK letter forms). */
  language?: Lang
  pdf?: PdfRequest
}

export interface TextRequest extends Common {
  tool: 'text'
  prompt: string
  /** Words lettered as written, after any passages quoted in the prompt. */
  lettering?: string
  /** The lettering's typeface (the style picks one when absent). */
  font?: LetteringFontId
}

export interface BirthFlowerRequest extends Common {
  tool: 'birth-flower'
  /** Months 1–12, up to 6 for a bouquet. */
  months: number[]
  /** For each month, its primary (default) or secondary flower. */
  flowers?: ('primary' | 'secondary')[]
  layout?: LayoutId
  /** Names and dates worked into the design. */
  lettering?: string
  /** The lettering's face; by default the seed picks one that suits the style. */
  font?: LetteringFontId
}

/** A photo turned into a tattoo design (one output; the seed moves dots and strokes). */
export interface PhotoRequest {
  tool: 'photo'
  /** The photo as uploaded; the upload intake checks it (UploadRejected). */
  image: Uint8Array
  treatment?: TreatmentId
  /** 1 (bold, simple) … 5 (fine, detailed); 3 by default. */
  detail?: number
  /** Main line weight, or dot size for dotwork, mm at print size (the treatment's own by default). */
  lineWeightMm?: number
  /** 1 (soft) … 5 (hard); 3 by default. */
  contrast?: number
  /** Drop a plain or out-of-focus background and frame the subject. */
  isolate?: boolean
  /** Ink the light parts instead of the dark ones (white lines on black for line work). */
  invert?: boolean
  /** Long side at print size, mm (120 by default). */
  sizeMm?: number
  mirrorStencil?: boolean
  seed?: number
  pdf?: PdfRequest
}

/** The requests the engine draws from scratch (as opposed to from a photo). */
export type DrawnRequest = TextRequest | BirthFlowerRequest

export type DesignRequest = DrawnRequest | PhotoRequest

/** What the engine's thread is asked: a design, a try-on composite, or a photo's live preview. */
export type EngineCall = DesignRequest | ({ tool: 'try-on' } & TryOnRequest) | { tool: 'photo-preview'; photo: PhotoRequest }
export type EngineAnswer = DesignResult | TryOnResult | PhotoPreview

export interface DesignOutput {
  /** 1-based, as the files are named. */
  index: number
  seed: number
  widthMm: number
  heightMm: number
  /**
   * The SVG document as UTF-8, like the PNG bytes that the engine's thread hands over rather than
   * copies. As strings, each result's few hundred KB of SVG grew the receiving thread's young
   * generation to its largest (32 MB in the benchmark's host), and storage and files want bytes anyway.
   */
  svg: Buffer
  png: Buffer
  stencilSvg: Buffer
  /** The stencil sheet, when the request asked for it: both pages, real size, calibration bar. */
  pdf?: Uint8Array
  /** The thinnest line or dot in the design, mm (never below 0.3). */
  thinnestMm: number
  /** The narrowest paper between two inked parts at print size, mm (null when no paper lies between inks). */
  gapMm: number | null
  /** The smallest cap height of its lettering, mm (null when it has none). */
  capHeightMm: number | null
}

export interface DesignResult {
  outputs: DesignOutput[]
  /** English ids of the motifs drawn. */
  concepts: string[]
  /** The style drawn, or for a photo its treatment. */
  style: StyleId | TreatmentId
  /** Characters in the lettering that no face could draw. */
  missing: string[]
  ms: number
}

export interface GenerateOptions {
  signal?: AbortSignal
  /** 0–1 as the variations finish. */
  onProgress?: (share: number) => void
}

/** A request the engine cannot work from; the message says which field and why. */
export class EngineInputError extends Error {
  readonly field: string
  constructor(field: string, message: string) {
    super(message)
    this.name = 'EngineInputError'
    this.field = field
  }
}

/** Whether `error` is an EngineInputError, also one from another copy of this module (the engine's own build). */
export function isEngineInputError(error: unknown): error is EngineInputError {
  return error instanceof Error && error.name === 'EngineInputError' && typeof (error as EngineInputError).field === 'string'
}

export const MAX_VARIATIONS = 4
export const MAX_BOUQUET_MONTHS = 6
