/** Paper sizes, portrait, mm. */
export const PAPERS = {
  a4: { widthMm: 210, heightMm: 297 },
  letter: { widthMm: 215.9, heightMm: 279.4 },
} as const

export type Paper = keyof typeof PAPERS

/** Clear of what office printers cannot reach (about 5 mm), with room to hold the sheet. */
export const MARGIN_MM = 12
/** Title, page kind, size and tile label. */
export const HEADER_MM = 16
/** The calibration bar, its numbers and its label. */
export const FOOTER_MM = 18
/** Between the design and the header or footer: the cutting and centre marks go here. */
export const MARK_ROOM_MM = 7
/** Tiles share this much of the design with their neighbours, so they can be laid over each other. */
export const OVERLAP_MM = 15

/** A rectangle in page millimetres, from the top-left corner. */
export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

/** The part of the design (as printed, mirrored or not) that one page shows. */
export interface Tile {
  row: number
  column: number
  /** The window into the printed design, mm from its top-left corner. */
  window: Rect
}

export interface SheetPlan {
  paper: Paper
  landscape: boolean
  pageWidthMm: number
  pageHeightMm: number
  /** Where a whole design (or a tile's window) is placed, centred in the room between the marks. */
  area: Rect
  rows: number
  columns: number
  tiles: Tile[]
}

function pageOf(paper: Paper, landscape: boolean) {
  const { widthMm, heightMm } = PAPERS[paper]
  const w = landscape ? heightMm : widthMm
  const h = landscape ? widthMm : heightMm
  const room = MARGIN_MM + MARK_ROOM_MM
  const area = {
    x: room,
    y: MARGIN_MM + HEADER_MM + MARK_ROOM_MM,
    w: w - 2 * room,
    h: h - 2 * MARGIN_MM - HEADER_MM - FOOTER_MM - 2 * MARK_ROOM_MM,
  }
  return { w, h, area }
}

/** How many tiles of at most `room` mm, overlapping by OVERLAP_MM, cover `size` mm. */
const tilesAlong = (size: number, room: number) => (size <= room ? 1 : Math.ceil((size - OVERLAP_MM) / (room - OVERLAP_MM)))

/**
 * The sheet for a design at its real size: portrait when it fits, else landscape; a design that
 * fits neither is tiled at real size (never scaled) in whichever orientation needs fewer pages.
 * Tiles are all the same size, so the overlap is the same at every seam.
 */
export function planSheet(paper: Paper, widthMm: number, heightMm: number): SheetPlan {
  const options = [false, true].map((landscape) => {
    const { w, h, area } = pageOf(paper, landscape)
    const columns = tilesAlong(widthMm, area.w)
    const rows = tilesAlong(heightMm, area.h)
    return { landscape, w, h, area, columns, rows }
  })
  const best = options.reduce((a, b) => (b.rows * b.columns < a.rows * a.columns ? b : a))
  const { landscape, w, h, area, rows, columns } = best
  const winW = (widthMm + (columns - 1) * OVERLAP_MM) / columns
  const winH = (heightMm + (rows - 1) * OVERLAP_MM) / rows
  const tiles: Tile[] = []
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++)
      tiles.push({
        row: r + 1,
        column: c + 1,
        window: { x: c * (winW - OVERLAP_MM), y: r * (winH - OVERLAP_MM), w: winW, h: winH },
      })
  return { paper, landscape, pageWidthMm: w, pageHeightMm: h, area, rows, columns, tiles }
}

/** Where a window of `w` × `h` mm sits on the page: centred in the sheet's area. */
export function placed(plan: SheetPlan, w: number, h: number): Rect {
  const { area } = plan
  return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h }
}
