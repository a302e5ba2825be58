import type { Ink } from '../ink/sketch.ts'
import { EngineInputError, type PdfRequest } from '../request.ts'
import type { Lang } from '../text/lexicon/types.ts'
import { stencilPdf, type StencilPdfLabels } from './stencil-pdf.ts'
import { PAPERS } from './stencil-sheet.ts'

const LABEL_KEYS: (keyof StencilPdfLabels)[] = ['title', 'unmirrored', 'mirrored', 'calibration', 'tile', 'joinTiles']

/** A label is a line of a page header, not a text: longer ones are a caller's mistake. */
const MAX_LABEL_CHARS = 200

/** Refuses a PDF request the sheet cannot be made from, before any drawing starts. */
export function checkPdfRequest(pdf: PdfRequest | undefined): void {
  if (pdf === undefined) return
  if (typeof pdf !== 'object' || pdf === null) throw new EngineInputError('pdf', 'pdf must be an object')
  if (!Object.hasOwn(PAPERS, pdf.paper)) throw new EngineInputError('pdf.paper', 'paper must be a4 or letter')
  for (const key of LABEL_KEYS) {
    const label = pdf.labels?.[key]
    if (typeof label !== 'string' || label.length > MAX_LABEL_CHARS)
      throw new EngineInputError(`pdf.labels.${key}`, `the ${key} label must be text of up to ${MAX_LABEL_CHARS} characters`)
  }
}

/** The stencil sheet of one output, when the request asked for one. */
export function requestedPdf(pdf: PdfRequest | undefined, stencil: Ink, language?: Lang): Promise<Uint8Array | undefined> {
  if (pdf === undefined) return Promise.resolve(undefined)
  return stencilPdf(stencil, { paper: pdf.paper, labels: pdf.labels, language: pdf.language ?? language })
}
