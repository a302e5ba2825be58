import { PDFDocument, PDFName } from 'pdf-lib'
import type { Pt } from '../geometry/vec.ts'
import type { Ink } from '../ink/sketch.ts'
import type { LetteringLanguage } from '../lettering/fonts.ts'
import { labelRings, type Align } from './label-text.ts'
import { PageWriter, PT_PER_MM, ringsOperators } from './pdf-page.ts'
import {
  FOOTER_MM,
  MARGIN_MM,
  OVERLAP_MM,
  placed,
  planSheet,
  type Paper,
  type Rect,
  type SheetPlan,
  type Tile,
} from './stencil-sheet.ts'

export type { Paper } from './stencil-sheet.ts'

/** The sheet's words, in the reader's language (the engine knows no language of the app). */
export interface StencilPdfLabels {
  /** Heading of every page ("Stencil"). */
  title: string
  /** Names the page drawn as designed ("As designed"). */
  unmirrored: string
  /** Names the mirrored page ("Mirrored, for transfer"). */
  mirrored: string
  /** Under the calibration bar ("Print at 100 %: this bar must measure 100 mm"). */
  calibration: string
  /** A tiled page's place, with {row} and {column} ("row {row}, column {column}"). */
  tile: string
  /** On tiled pages: how the pages go together ("Overlap the pages until the marks meet"). */
  joinTiles: string
}

/** The sheet's words in English: the command line's, and the tests'. The app passes its reader's. */
export const ENGLISH_LABELS: StencilPdfLabels = {
  title: 'Stencil',
  unmirrored: 'As designed',
  mirrored: 'Mirrored, for transfer',
  calibration: 'Print at 100 % (actual size): this bar must measure exactly 100 mm',
  tile: 'row {row}, column {column}',
  joinTiles: 'Overlap the pages until the marks meet',
}

export interface StencilPdfOptions {
  paper: Paper
  labels: StencilPdfLabels
  /** The labels' language: decides Japanese, Chinese or Korean glyph forms for Han-only text. */
  language?: LetteringLanguage
}

/** The design's drawing, a Form XObject by this name on every page (tests read its matrix back). */
export const DESIGN_FORM = 'Design'

const INK_GREY = 0
const TEXT_GREY = 0.15
const MARK_GREY = 0.4
const HAIRLINE_MM = 0.15

const mmText = (mm: number) => `${Math.round(mm * 10) / 10}`

/**
 * The print-scaled stencil as a PDF: the line work at its real size, once as designed and once
 * mirrored as it is transferred to skin, each centred on A4 or Letter with cutting and centre
 * marks, its size, and a 100 mm calibration bar. A design larger than the page is tiled at real
 * size with overlap and alignment marks. All drawing is vector: the line work is one Form XObject
 * drawn with a matrix of ±72/25.4 points a millimetre. Same input, same bytes (no dates, no ids).
 */
export async function stencilPdf(stencil: Ink, { paper, labels, language }: StencilPdfOptions): Promise<Uint8Array> {
  const { widthMm, heightMm } = stencil
  const plan = planSheet(paper, widthMm, heightMm)
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(labels.title)

  let body = `${INK_GREY} g\n`
  for (const shape of stencil.shapes) if (shape.layer === 'line') body += ringsOperators(shape.rings, same, same)
  const form = doc.context.register(
    doc.context.flateStream(body, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, widthMm, heightMm] }),
  )

  const sheet: Sheet = { plan, labels, language, size: `${mmText(widthMm)} × ${mmText(heightMm)} mm`, set: new Map() }
  for (const mirror of [false, true])
    for (const tile of plan.tiles) {
      const page = doc.addPage([plan.pageWidthMm * PT_PER_MM, plan.pageHeightMm * PT_PER_MM])
      const w = new PageWriter(plan.pageWidthMm, plan.pageHeightMm)
      header(w, sheet, mirror, tile)
      if (plan.tiles.length === 1) whole(w, plan, widthMm, heightMm, mirror)
      else tiled(w, plan, widthMm, tile, mirror)
      footer(w, sheet)
      page.node.addContentStream(doc.context.register(doc.context.flateStream(w.toString())))
      page.node.setXObject(PDFName.of(DESIGN_FORM), form)
    }
  return doc.save()
}

const same = (v: number) => v

interface Sheet {
  plan: SheetPlan
  labels: StencilPdfLabels
  language?: LetteringLanguage
  size: string
  /** Labels already set, by text and place: every page repeats most of them. */
  set: Map<string, Pt[][]>
}

function text(
  w: PageWriter,
  sheet: Sheet,
  s: string,
  x: number,
  baseline: number,
  capMm: number,
  align: Align,
  maxWidthMm?: number,
) {
  const key = [s, x, baseline, capMm, align, maxWidthMm].join('\u0000')
  let rings = sheet.set.get(key)
  if (!rings) {
    rings = labelRings(s, { x, baseline, capMm, align, maxWidthMm, language: sheet.language }).rings
    sheet.set.set(key, rings)
  }
  return w.fill(rings)
}

function header(w: PageWriter, sheet: Sheet, mirror: boolean, tile: Tile) {
  const { plan, labels } = sheet
  const left = MARGIN_MM
  const right = plan.pageWidthMm - MARGIN_MM
  const half = (right - left) / 2
  const tiledSheet = plan.tiles.length > 1
  const mapW = tiledSheet ? miniMap(w, plan, tile, right) + 4 : 0
  w.grey(TEXT_GREY)
  text(w, sheet, labels.title, left, MARGIN_MM + 5, 4.2, 'left', half)
  text(w, sheet, mirror ? labels.mirrored : labels.unmirrored, right - mapW, MARGIN_MM + 5, 2.8, 'right', half - mapW - 4)
  const under = tiledSheet ? `${sheet.size}  ·  ${labels.joinTiles}` : sheet.size
  text(w, sheet, under, left, MARGIN_MM + 11, 2.4, 'left', half + 20)
  if (tiledSheet) {
    const where = labels.tile.replace('{row}', String(tile.row)).replace('{column}', String(tile.column))
    text(w, sheet, where, right - mapW, MARGIN_MM + 11, 2.4, 'right', half - mapW - 24)
  }
  w.grey(MARK_GREY)
    .lineWidth(HAIRLINE_MM)
    .line([left, MARGIN_MM + 14], [right, MARGIN_MM + 14])
}

/** Which tile this page is, as a small grid: the sheet's own map for putting the pages together. Returns its width. */
function miniMap(w: PageWriter, plan: SheetPlan, tile: Tile, right: number): number {
  const cell = Math.min(3, 11 / plan.rows, 24 / plan.columns)
  const x0 = right - cell * plan.columns
  const y0 = MARGIN_MM + 1
  w.grey(MARK_GREY).lineWidth(HAIRLINE_MM)
  for (let r = 0; r < plan.rows; r++)
    for (let c = 0; c < plan.columns; c++) {
      const here = r + 1 === tile.row && c + 1 === tile.column
      w.rect(x0 + c * cell, y0 + r * cell, cell, cell, here ? 'f' : 'S')
    }
  return cell * plan.columns
}

function whole(w: PageWriter, plan: SheetPlan, widthMm: number, heightMm: number, mirror: boolean) {
  const r = placed(plan, widthMm, heightMm)
  w.save().grey(INK_GREY).form(DESIGN_FORM, r.x, r.y, widthMm, mirror).restore()
  cornerMarks(w, r)
  centreMarks(w, r)
}

function tiled(w: PageWriter, plan: SheetPlan, widthMm: number, tile: Tile, mirror: boolean) {
  const win = tile.window
  const r = placed(plan, win.w, win.h)
  // The printed design's top-left corner, wherever that falls off the page.
  const ox = r.x - win.x
  const oy = r.y - win.y
  w.save().clip(r.x, r.y, r.w, r.h).grey(INK_GREY).form(DESIGN_FORM, ox, oy, widthMm, mirror).restore()
  cornerMarks(w, r)
  // Seams sit in the middle of each overlap, at the same place in the design on both pages.
  const seamsX: number[] = []
  const seamsY: number[] = []
  if (tile.column > 1) seamsX.push(win.x + OVERLAP_MM / 2)
  if (tile.column < plan.columns) seamsX.push(win.x + win.w - OVERLAP_MM / 2)
  if (tile.row > 1) seamsY.push(win.y + OVERLAP_MM / 2)
  if (tile.row < plan.rows) seamsY.push(win.y + win.h - OVERLAP_MM / 2)
  w.save().grey(MARK_GREY).lineWidth(HAIRLINE_MM).dash(1.5, 1.5)
  for (const sx of seamsX) w.line([ox + sx, r.y], [ox + sx, r.y + r.h])
  for (const sy of seamsY) w.line([r.x, oy + sy], [r.x + r.w, oy + sy])
  w.dash(0, 0)
  for (const sx of seamsX) for (const t of [0.2, 0.5, 0.8]) registration(w, [ox + sx, r.y + r.h * t])
  for (const sy of seamsY) for (const t of [0.2, 0.5, 0.8]) registration(w, [r.x + r.w * t, oy + sy])
  w.restore()
}

/** A target: circle and cross, to lay one page's mark exactly over the other's. */
function registration(w: PageWriter, [x, y]: Pt) {
  w.circle([x, y], 2)
    .line([x - 3.5, y], [x + 3.5, y])
    .line([x, y - 3.5], [x, y + 3.5])
}

const GAP_MM = 2
const MARK_MM = 4

/** Cutting marks at the corners, clear of the design. */
function cornerMarks(w: PageWriter, { x, y, w: rw, h }: Rect) {
  w.grey(MARK_GREY).lineWidth(HAIRLINE_MM)
  for (const [cx, sx] of [
    [x, -1],
    [x + rw, 1],
  ] as const)
    for (const [cy, sy] of [
      [y, -1],
      [y + h, 1],
    ] as const) {
      w.line([cx + sx * GAP_MM, cy], [cx + sx * (GAP_MM + MARK_MM), cy])
      w.line([cx, cy + sy * GAP_MM], [cx, cy + sy * (GAP_MM + MARK_MM)])
    }
}

/** The design's centre lines, marked outside it: how a stencil is lined up on the body. */
function centreMarks(w: PageWriter, { x, y, w: rw, h }: Rect) {
  const mx = x + rw / 2
  const my = y + h / 2
  w.line([mx, y - GAP_MM], [mx, y - GAP_MM - MARK_MM])
  w.line([mx, y + h + GAP_MM], [mx, y + h + GAP_MM + MARK_MM])
  w.line([x - GAP_MM, my], [x - GAP_MM - MARK_MM, my])
  w.line([x + rw + GAP_MM, my], [x + rw + GAP_MM + MARK_MM, my])
}

/** The 100 mm calibration bar with millimetre ticks: a printer that scaled the page shows it here. */
function footer(w: PageWriter, sheet: Sheet) {
  const { plan, labels } = sheet
  const x0 = MARGIN_MM
  const top = plan.pageHeightMm - MARGIN_MM - FOOTER_MM
  const bar = top + 8.5
  w.grey(INK_GREY)
    .lineWidth(0.25)
    .line([x0, bar], [x0 + 100, bar])
    .lineWidth(HAIRLINE_MM)
  for (let mm = 0; mm <= 100; mm++) {
    const len = mm % 10 === 0 ? 3.2 : mm % 5 === 0 ? 2.2 : 1.2
    w.line([x0 + mm, bar], [x0 + mm, bar - len])
  }
  w.grey(TEXT_GREY)
  for (let mm = 0; mm <= 100; mm += 10) text(w, sheet, String(mm), x0 + mm, bar - 4.4, 1.6, 'centre')
  text(w, sheet, 'mm', x0 + 102, bar, 1.8, 'left')
  text(w, sheet, labels.calibration, x0, bar + 5.5, 2.2, 'left', plan.pageWidthMm - 2 * MARGIN_MM)
}
