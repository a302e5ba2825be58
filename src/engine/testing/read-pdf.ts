import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib'
import { PT_PER_MM } from '../render/pdf-page.ts'
import { DESIGN_FORM } from '../render/stencil-pdf.ts'

export interface PdfPageReadBack {
  widthMm: number
  heightMm: number
  content: string
  /** The design form's matrix on this page: [a, d, e, f] of `a 0 0 d e f cm /Design Do`. */
  design: { a: number; d: number; e: number; f: number } | null
  /** The design form's bounding box width and height (its own units, mm). */
  formBox: { w: number; h: number } | null
  /** Fill operations: every drawn label, mark or shape adds some. */
  fills: number
}

const decode = (stream: unknown) => new TextDecoder().decode(decodePDFRawStream(stream as PDFRawStream).decode())

/** Reads a stencil PDF back the way a reader would see it: page sizes and where the design is drawn, how large. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPageReadBack[]> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents]
    const content = streams.map(decode).join('\n')
    const m = new RegExp(`(-?[\\d.]+) 0 0 (-?[\\d.]+) (-?[\\d.]+) (-?[\\d.]+) cm /${DESIGN_FORM} Do`).exec(content)
    const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)
    const form = xObjects?.lookup(PDFName.of(DESIGN_FORM)) as PDFRawStream | undefined
    const box = form?.dict
      .lookup(PDFName.of('BBox'), PDFArray)
      .asArray()
      .map((n) => Number(n.toString()))
    const { width, height } = page.getSize()
    return {
      widthMm: width / PT_PER_MM,
      heightMm: height / PT_PER_MM,
      content,
      design: m ? { a: Number(m[1]), d: Number(m[2]), e: Number(m[3]), f: Number(m[4]) } : null,
      formBox: box ? { w: box[2]! - box[0]!, h: box[3]! - box[1]! } : null,
      fills: content.split('\n').filter((line) => line === 'f').length,
    }
  })
}

/** The design's printed width on a page, mm: the form's width times the matrix's x scale. */
export const printedWidthMm = (p: PdfPageReadBack) => (Math.abs(p.design!.a) * p.formBox!.w) / PT_PER_MM
export const printedHeightMm = (p: PdfPageReadBack) => (Math.abs(p.design!.d) * p.formBox!.h) / PT_PER_MM
