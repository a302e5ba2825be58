import type { Ink } from '../ink/sketch.ts'
import { distanceField, type DistanceField } from '../photo/raster/distance.ts'
import type { Mask } from '../photo/raster/image.ts'
import { inkMask } from './ink-mask.ts'

/** Finest sampling: a twentieth of a millimetre is far below what ink spreads. */
const MAX_PX_PER_MM = 20
/**
 * Coarsest, for designs of a back's size: a pixel of a sixth of a millimetre still tells 0.3 from
 * 0.6 mm, though paper under 0.25 mm (1.5 px) then reads as touching; such designs are drawn with
 * bold lines.
 */
const MIN_PX_PER_MM = 6
/** Pixels the measurement may look at (15–25 ms); larger designs are sampled more coarsely. */
const PIXEL_BUDGET = 1_200_000
/**
 * The paper between two inks counts as a gap when the ink lies on opposite sides of it: the
 * directions to the two nearest inks at least this far apart. Pixel steps bend the directions a
 * little (two inks 0.3 mm apart at 45° read as 157°); corners where lines meet at a wider angle
 * are left to the run test below.
 */
const OPPOSITE = Math.cos((140 * Math.PI) / 180)
/**
 * Paper narrower than this is not seen even close up: the two inks read as one line (two strokes
 * that nearly touch, a speck of skin where lines cross). It is no gap to keep open.
 */
const VISIBLE_MM = 0.15
/**
 * A gap must run this far at about one width to count. Where two lines touch or meet at a narrow
 * angle, the paper beside the meeting point narrows to nothing: every width occurs there, but each
 * only briefly. Two strokes that run alongside keep their width over a length.
 */
const MIN_RUN_MM = 1
/** "About one width": within this share of it, or a pixel, whichever is more. */
const WIDTH_TOLERANCE = 0.3
/** Gaps are sorted into bins this wide, in pixels. */
const BIN_PX = 0.125

export const gapSampling = (widthMm: number, heightMm: number): number =>
  Math.min(MAX_PX_PER_MM, Math.max(MIN_PX_PER_MM, Math.sqrt(PIXEL_BUDGET / Math.max(widthMm * heightMm, 1e-9))))

/** The narrowest gap between separate inked parts of a design at print size, mm (null when no paper lies between inks). */
export function narrowestGapMm(ink: Ink): number | null {
  const pxPerMm = gapSampling(ink.widthMm, ink.heightMm)
  // Under a pixel and a half, pixel steps alone make paper out of inks that touch.
  const px = narrowestGapPx(inkMask(ink, pxPerMm), MIN_RUN_MM * pxPerMm, Math.max(VISIBLE_MM * pxPerMm, 1.5))
  return px === null ? null : Math.round((px / pxPerMm) * 100) / 100
}

/**
 * The narrowest paper between ink on opposite sides, in pixels, that runs at least `minRun`
 * pixels. Each pixel of paper knows its nearest ink pixel (an exact distance transform); where two
 * neighbouring pixels have their nearest inks in opposite directions, they straddle the middle
 * line of a gap, and the two inks' centres lie one gap plus a pixel apart (each centre sits half a
 * pixel inside its edge). The answer is the narrowest width held by at least `minRun` straddles
 * (give or take WIDTH_TOLERANCE), among those at least `floor` wide. Gaps up to `NEAR_PX` are
 * looked for first, which spares the open paper; only a design without any looks further.
 */
export function narrowestGapPx(m: Mask, minRun: number, floor = 0): number | null {
  const n = m.w * m.h
  if (kept.dist.length < n) kept = { dist: new Float32Array(n), nearest: new Int32Array(n) }
  const field = distanceField(m, Infinity, kept)
  const enough = Math.max(1, Math.round(minRun))
  return (
    narrowestRun(gapWidths(m, field, floor, NEAR_PX), enough, m.w, n) ??
    narrowestRun(gapWidths(m, field, floor, Infinity), enough, m.w, n)
  )
}

// The distance field of the last measure, kept for the next: every design is measured.
let kept: DistanceField = { dist: new Float32Array(0), nearest: new Int32Array(0) }

/**
 * The straddles found by `gapWidths`: bin (gap width in BIN_PX steps) and pixel index, pair by
 * pair. Typed and kept between calls: a design has tens of thousands of straddles, and a list per
 * bin of boxed numbers was most of the measure's garbage.
 */
let straddleBin = new Int32Array(4096)
let straddlePixel = new Int32Array(4096)
// Pixels of the current window of widths, and those reached from a start; cleared after each
// window (a byte a pixel: the measure's other arrays already take 17).
let inWindow = new Uint8Array(0)
let reached = new Uint8Array(0)
let stack = new Int32Array(1024)

/**
 * The narrowest width (in bins) held, give or take WIDTH_TOLERANCE, by `enough` straddles that
 * lie close together: one stretch of paper along a gap's middle line. Crevices where lines meet
 * are each a few straddles wide, however many junctions a design has; counted together they
 * would read as one long gap that is nowhere on the paper.
 */
function narrowestRun(count: number, enough: number, width: number, size: number): number | null {
  if (count === 0) return null
  let top = 0
  for (let i = 0; i < count; i++) if (straddleBin[i]! > top) top = straddleBin[i]!
  // The straddles ordered by width (a counting sort: widths are small whole numbers of bins).
  const starts = new Int32Array(top + 2)
  for (let i = 0; i < count; i++) starts[straddleBin[i]! + 1]!++
  for (let b = 0; b <= top; b++) starts[b + 1]! += starts[b]!
  const order = new Int32Array(count)
  const fill = starts.slice(0, top + 1)
  for (let i = 0; i < count; i++) order[fill[straddleBin[i]!]!++] = straddlePixel[i]!
  if (inWindow.length < size) {
    inWindow = new Uint8Array(size)
    reached = new Uint8Array(size)
  }
  for (let bin = 0; bin <= top; bin++) {
    if (starts[bin + 1] === starts[bin]) continue
    const band = Math.max(1, WIDTH_TOLERANCE * bin * BIN_PX) / BIN_PX
    const from = starts[Math.max(0, Math.ceil(bin - band))]!
    const to = starts[bin + 1]!
    let distinct = 0
    for (let k = from; k < to; k++) {
      const p = order[k]!
      if (inWindow[p] === 0) {
        inWindow[p] = 1
        distinct++
      }
    }
    const found = distinct >= enough && stretchOf(order, from, to, enough, width, size)
    for (let k = from; k < to; k++) {
      inWindow[order[k]!] = 0
      reached[order[k]!] = 0
    }
    if (found) return bin * BIN_PX
  }
  return null
}

/**
 * Whether the window's pixels hold a group of `enough` where each lies within REACH_PX of the
 * next: the straddles along a gap that runs at an angle to the pixel grid come every pixel or two.
 */
function stretchOf(order: Int32Array, from: number, to: number, enough: number, width: number, size: number): boolean {
  for (let k = from; k < to; k++) {
    const start = order[k]!
    if (reached[start] === 1) continue
    reached[start] = 1
    let group = 0
    let depth = 0
    stack[depth++] = start
    while (depth > 0) {
      const p = stack[--depth]!
      if (++group >= enough) return true
      const x = p % width
      for (let dy = -REACH_PX; dy <= REACH_PX; dy++)
        for (let dx = -REACH_PX; dx <= REACH_PX; dx++) {
          if ((dx === 0 && dy === 0) || x + dx < 0 || x + dx >= width) continue
          const q = p + dy * width + dx
          if (q < 0 || q >= size || inWindow[q] === 0 || reached[q] === 1) continue
          reached[q] = 1
          if (depth === stack.length) {
            const grown = new Int32Array(stack.length * 2)
            grown.set(stack)
            stack = grown
          }
          stack[depth++] = q
        }
    }
  }
  return false
}

/** Straddles this close (in pixels, either way) belong to one stretch of paper. */
const REACH_PX = 2

/** Gaps are looked for up to this many pixels wide first. */
const NEAR_PX = 24

/** Records a straddle of `bin` at pixel `p` as pair number `at`, growing the kept arrays. */
function record(at: number, bin: number, p: number): void {
  if (at === straddleBin.length) {
    const bins = new Int32Array(at * 2)
    const pixels = new Int32Array(at * 2)
    bins.set(straddleBin)
    pixels.set(straddlePixel)
    straddleBin = bins
    straddlePixel = pixels
  }
  straddleBin[at] = bin
  straddlePixel[at] = p
}

/** The straddles (into the kept pairs) of gaps from `floor` up to `limit` pixels wide; returns how many. */
function gapWidths(m: Mask, { dist, nearest }: DistanceField, floor: number, limit: number): number {
  const { w, h, data } = m
  let count = 0
  // A pixel on a gap's middle line lies at most half the gap (and a pixel) from ink.
  const reach = ((limit + 2) / 2) ** 2
  const cos2 = OPPOSITE * OPPOSITE
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      if (dist[p]! > reach) continue
      const ink = data[p]
      for (let side = 0; side < 2; side++) {
        let q: number
        if (side === 0) {
          if (x + 1 >= w) continue
          q = p + 1
        } else {
          if (y + 1 >= h) continue
          q = p + w
        }
        // Two inks, one pixel apart or less, meet; an ink pixel is its own nearest ink.
        if (ink && data[q]) continue
        const a = nearest[p]!
        const b = nearest[q]!
        if (a === b || a < 0 || b < 0) continue
        const ax = a % w
        const ay = (a - ax) / w
        const bx = b % w
        const by = (b - bx) / w
        const dx = ax - bx
        const dy = ay - by
        const apart = dx * dx + dy * dy
        // Neighbouring inks of one edge: opposite sides are at least two pixels apart.
        if (apart < 4) continue
        // Each pixel's direction to its ink (an ink pixel's: away from its paper neighbour).
        const sx = side === 0 ? 1 : 0
        const sy = 1 - sx
        const ux = ink ? -sx : ax - x
        const uy = ink ? -sy : ay - y
        const vx = data[q] ? sx : bx - x - sx
        const vy = data[q] ? sy : by - y - sy
        const dot = ux * vx + uy * vy
        if (dot >= 0 || dot * dot < cos2 * (ux * ux + uy * uy) * (vx * vx + vy * vy)) continue
        const gap = Math.sqrt(apart) - 1
        if (gap > limit || gap < floor) continue
        record(count++, Math.round(gap / BIN_PX), p)
      }
    }
  return count
}

/**
 * The narrowest paper of the drawing, letters left out: lettering answers to its cap height (the
 * print check's own criterion), since every face's joins and crotches narrow below 0.5 mm.
 */
export const drawingGapMm = (ink: Ink): number | null =>
  narrowestGapMm({ ...ink, shapes: ink.shapes.filter((s) => !s.lettering) })
