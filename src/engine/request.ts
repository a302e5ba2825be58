import type { LayoutId } from './birth-flower/layouts.ts'
import type { PlacementId } from './placements.ts'
import type { ColourMode, StyleId } from './styles.ts'
import type { Lang } from './text/lexicon/types.ts'

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
}

export interface TextRequest extends Common {
  tool: 'text'
  prompt: string
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
}

export type DesignRequest = TextRequest | BirthFlowerRequest

export interface DesignOutput {
  /** 1-based, as the files are named. */
  index: number
  seed: number
  widthMm: number
  heightMm: number
  svg: string
  png: Buffer
  stencilSvg: string
  /** The thinnest line or dot in the design, mm (never below 0.3). */
  thinnestMm: number
}

export interface DesignResult {
  outputs: DesignOutput[]
  /** English ids of the motifs drawn. */
  concepts: string[]
  style: StyleId
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

export const MAX_VARIATIONS = 4
export const MAX_BOUQUET_MONTHS = 6
