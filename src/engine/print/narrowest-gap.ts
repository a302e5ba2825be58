import type { Ink } from '../ink/sketch.ts'
import { distanceField } from '../photo/raster/distance.ts'
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
  const field = distanceField(m)
  const enough = Math.max(1, Math.round(minRun))
  return narrowestRun(gapWidths(m, field, floor, NEAR_PX), enough) ?? narrowestRun(gapWidths(m, field, floor, Infinity), enough)
}

/** The narrowest width (in bins) that `enough` straddles hold, give or take WIDTH_TOLERANCE, in pixels. */
function narrowestRun(counts: Uint32Array, enough: number): number | null {
  for (let bin = 0; bin < counts.length; bin++) {
    if (counts[bin] === 0) continue
    const band = Math.max(1, WIDTH_TOLERANCE * bin * BIN_PX) / BIN_PX
    let run = 0
    for (let b = Math.max(0, Math.ceil(bin - band)); b <= bin; b++) run += counts[b]!
    if (run >= enough) return bin * BIN_PX
  }
  return null
}

/** Gaps are looked for up to this many pixels wide first. */
const NEAR_PX = 24

/** How many straddles there are of each gap width (in bins of BIN_PX) from `floor` up to `limit` pixels. */
function gapWidths(
  m: Mask,
  { dist, nearest }: { dist: Float32Array; nearest: Int32Array },
  floor: number,
  limit: number,
): Uint32Array {
  const { w, h, data } = m
  const counts = new Uint32Array(Math.ceil(Math.min(limit, Math.hypot(w, h)) / BIN_PX) + 2)
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
        counts[Math.round(gap / BIN_PX)]!++
      }
    }
  return counts
}

/**
 * The narrowest paper of the drawing, letters left out: lettering answers to its cap height (the
 * print check's own criterion), since every face's joins and crotches narrow below 0.5 mm.
 */
export const drawingGapMm = (ink: Ink): number | null =>
  narrowestGapMm({ ...ink, shapes: ink.shapes.filter((s) => !s.lettering) })
