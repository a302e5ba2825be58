import { MIN_PAPER_MM } from '../ink/narrow-paper.ts'
import type { Ink } from '../ink/sketch.ts'
import { mask, type Mask } from '../photo/raster/image.ts'
import { MIN_LINE_MM } from '../styles.ts'
import { inkMask } from './ink-mask.ts'
import { drawingGapMm } from './narrowest-gap.ts'

/**
 * Coarsest sampling: a 0.3 mm line must still cross a pixel centre on every row and column it
 * spans, or an outline would open and let the paper flood in (a forearm canvas is then about
 * 150,000 px, a back's about a million).
 */
const MIN_PX_PER_MM = 1.02 / MIN_LINE_MM
/** Small canvases are sampled finer, up to this many pixels, but no finer than MAX_PX_PER_MM. */
const PIXEL_BUDGET = 130_000
/** Finer than this tells nothing more about a design's shape. */
const MAX_PX_PER_MM = 8
/** Under the print floor by less than this is rounding, not a thinner needle. */
const EPSILON_MM = 1e-6
/** No paper between inks narrower than this at print size (the print rule's own constant). */
export const MIN_GAP_MM = MIN_PAPER_MM
/** The floor for a design's bounding box as a share of its canvas. */
export const MIN_COVERAGE = 0.5
/** Two variations of one prompt whose silhouettes overlap this much are one design drawn twice. */
export const MAX_VARIATION_IOU = 0.6

export const silhouetteSampling = (widthMm: number, heightMm: number): number =>
  Math.min(MAX_PX_PER_MM, Math.max(MIN_PX_PER_MM, Math.sqrt(PIXEL_BUDGET / Math.max(widthMm * heightMm, 1e-9))))

/**
 * The design's outer shape on its canvas: every inked pixel of every layer (faint washes too: they
 * are part of what the eye takes as the design's shape) and the paper they enclose. Paper counts
 * as outside when it reaches the canvas's border without crossing ink. The mask covers the whole
 * canvas, pixel (0, 0) at its top-left corner, so that two designs on one canvas compare pixel by
 * pixel.
 */
export function silhouetteMask(ink: Ink, pxPerMm = silhouetteSampling(ink.widthMm, ink.heightMm)): Mask {
  const w = Math.max(1, Math.ceil(ink.widthMm * pxPerMm))
  const h = Math.max(1, Math.ceil(ink.heightMm * pxPerMm))
  const canvas = mask(w, h)
  const shapes = ink.shapes.map((s) => ({ ...s, opacity: 1 }))
  placeInk(canvas, inkMask({ ...ink, shapes }, pxPerMm), shapes, pxPerMm)
  return closedSilhouette(canvas)
}

/** Copies `inkMask`'s picture, which is cut to the ink's bounding box, into the canvas's frame. */
function placeInk(canvas: Mask, cut: Mask, shapes: Ink['shapes'], k: number): void {
  let minX = Infinity
  let minY = Infinity
  for (const shape of shapes)
    for (const ring of shape.rings)
      for (const [x, y] of ring) {
        if (x < minX) minX = x
        if (y < minY) minY = y
      }
  if (!Number.isFinite(minX)) return
  // The same origin inkMask takes: a pixel of paper left of and above the ink.
  const left = Math.floor(minX * k) - 1
  const top = Math.floor(minY * k) - 1
  for (let y = 0; y < cut.h; y++) {
    const cy = y + top
    if (cy < 0 || cy >= canvas.h) continue
    for (let x = 0; x < cut.w; x++) {
      const cx = x + left
      if (cx >= 0 && cx < canvas.w && cut.data[y * cut.w + x]) canvas.data[cy * canvas.w + cx] = 1
    }
  }
}

/**
 * Everything but the paper that reaches the border in 4-steps, after a closing by one pixel (a
 * cross): paper a pixel or two wide (about 0.3–0.6 mm) between inks is bridged, so a stipple
 * shadow or lines that nearly meet enclose what they hold, as they do to the eye at arm's length.
 */
function closedSilhouette(ink: Mask): Mask {
  const { w, h, data } = ink
  // Worked on a copy framed by a pixel of "ink", so that no step needs a bounds check:
  // 0 paper not reached yet, 1 ink (grown by the cross), 2 outside.
  const W = w + 2
  const size = W * (h + 2)
  if (kept.state.length < size) kept.state = new Uint8Array(size)
  if (kept.stack.length < size) kept.stack = new Int32Array(size)
  const { state, stack } = kept
  state.fill(1, 0, size)
  for (let y = 0; y < h; y++) {
    const row = y * w
    const at = (y + 1) * W + 1
    for (let x = 0; x < w; x++) {
      const i = row + x
      state[at + x] =
        data[i]! |
        (x > 0 ? data[i - 1]! : 0) |
        (x < w - 1 ? data[i + 1]! : 0) |
        (y > 0 ? data[i - w]! : 0) |
        (y < h - 1 ? data[i + w]! : 0)
    }
  }
  let top = 0
  for (let y = 1; y <= h; y++)
    for (let x = 1; x <= w; x++) {
      if (y !== 1 && y !== h && x !== 1 && x !== w) x = w
      const i = y * W + x
      if (state[i] === 0) {
        state[i] = 2
        stack[top++] = i
      }
    }
  while (top > 0) {
    const i = stack[--top]!
    if (state[i - 1] === 0) {
      state[i - 1] = 2
      stack[top++] = i - 1
    }
    if (state[i + 1] === 0) {
      state[i + 1] = 2
      stack[top++] = i + 1
    }
    if (state[i - W] === 0) {
      state[i - W] = 2
      stack[top++] = i - W
    }
    if (state[i + W] === 0) {
      state[i + W] = 2
      stack[top++] = i + W
    }
  }
  // Erosion by the cross, undoing the dilation: a pixel next to the outside is outside.
  const out = mask(w, h)
  for (let y = 0; y < h; y++) {
    const at = (y + 1) * W + 1
    const row = y * w
    for (let x = 0; x < w; x++) {
      const i = at + x
      out.data[row + x] =
        state[i] === 2 || state[i - 1] === 2 || state[i + 1] === 2 || state[i - W] === 2 || state[i + W] === 2 ? 0 : 1
    }
  }
  return out
}

// The flood's working memory, kept between calls (a sheet measures hundreds of designs).
const kept = { state: new Uint8Array(0), stack: new Int32Array(0) }

/** Intersection over union of two masks of one size (1 when both are empty: nothing differs). */
export function maskIoU(a: Mask, b: Mask): number {
  if (a.w !== b.w || a.h !== b.h) throw new Error(`masks differ in size: ${a.w}×${a.h} and ${b.w}×${b.h}`)
  let both = 0
  let either = 0
  for (let i = 0; i < a.data.length; i++) {
    const p = a.data[i]!
    const q = b.data[i]!
    both += p & q
    either += p | q
  }
  return either === 0 ? 1 : both / either
}

/**
 * How much two designs on one canvas share their outer shape: 1 the same silhouette, 0 none in
 * common. The issue asks four variations of a prompt to be different designs, every pair under
 * MAX_VARIATION_IOU.
 */
export function silhouetteIoU(a: Ink, b: Ink): number {
  if (a.widthMm !== b.widthMm || a.heightMm !== b.heightMm)
    throw new Error(`designs on different canvases: ${a.widthMm}×${a.heightMm} and ${b.widthMm}×${b.heightMm} mm`)
  const k = silhouetteSampling(a.widthMm, a.heightMm)
  return maskIoU(silhouetteMask(a, k), silhouetteMask(b, k))
}

/** The lowest and highest IoU over every pair of designs (null for fewer than two). */
export function pairwiseIoU(inks: readonly Ink[]): { min: number; max: number; pairs: [number, number, number][] } | null {
  if (inks.length < 2) return null
  const k = silhouetteSampling(inks[0]!.widthMm, inks[0]!.heightMm)
  const masks = inks.map((ink) => silhouetteMask(ink, k))
  const pairs: [number, number, number][] = []
  for (let i = 0; i < masks.length; i++)
    for (let j = i + 1; j < masks.length; j++) pairs.push([i, j, maskIoU(masks[i]!, masks[j]!)])
  const values = pairs.map((p) => p[2])
  return { min: Math.min(...values), max: Math.max(...values), pairs }
}

/**
 * The ink's bounding box (within the canvas) as a share of the canvas: a small design afloat in a
 * tall forearm canvas wastes the spot. The issue asks for at least MIN_COVERAGE.
 */
export function canvasCoverage(ink: Ink): number {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const shape of ink.shapes)
    for (const ring of shape.rings)
      for (const [x, y] of ring) {
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        if (y > maxY) maxY = y
      }
  if (!(maxX >= minX) || ink.widthMm <= 0 || ink.heightMm <= 0) return 0
  const width = Math.min(maxX, ink.widthMm) - Math.max(minX, 0)
  const height = Math.min(maxY, ink.heightMm) - Math.max(minY, 0)
  return (Math.max(0, width) * Math.max(0, height)) / (ink.widthMm * ink.heightMm)
}

export interface PrintFloor {
  /** The thinnest line or dot, mm. */
  thinnestMm: number
  /** The narrowest paper between inks, mm; null when no paper lies between inks. */
  gapMm: number | null
  ok: boolean
}

/** Whether a needle can hold the design at print size: no line under MIN_LINE_MM, no gap under MIN_GAP_MM. */
export function printFloor(ink: Ink): PrintFloor {
  const gapMm = drawingGapMm(ink)
  const thinnestMm = ink.thinnestMm
  const ok = thinnestMm >= MIN_LINE_MM - EPSILON_MM && (gapMm === null || gapMm >= MIN_GAP_MM - EPSILON_MM)
  return { thinnestMm, gapMm, ok }
}

/** The checks over the variations of one prompt, with the numbers to report. */
export interface VariationReport {
  /** Lowest and highest silhouette IoU over every pair (null for a single variation). */
  minIoU: number | null
  maxIoU: number | null
  pairs: [number, number, number][]
  coverage: number[]
  /** Per variation; null where the print floor was not measured. */
  floors: (PrintFloor | null)[]
  /** What breaks a requirement, one line each, naming the variation and the number. */
  failures: string[]
}

/**
 * Measures the variations of one prompt against the requirements. `floorOf` says which
 * variations get the (slower) print-floor check; all of them by default.
 */
export function measureVariations(inks: readonly Ink[], floorOf: (index: number) => boolean = () => true): VariationReport {
  const iou = pairwiseIoU(inks)
  const coverage = inks.map(canvasCoverage)
  const floors = inks.map((ink, i) => (floorOf(i) ? printFloor(ink) : null))
  const failures: string[] = []
  for (const [i, j, v] of iou?.pairs ?? [])
    if (v >= MAX_VARIATION_IOU) failures.push(`variations ${i} and ${j}: silhouette IoU ${v.toFixed(2)} ≥ ${MAX_VARIATION_IOU}`)
  coverage.forEach((c, i) => {
    if (c < MIN_COVERAGE) failures.push(`variation ${i}: canvas coverage ${c.toFixed(2)} < ${MIN_COVERAGE}`)
  })
  floors.forEach((f, i) => {
    if (f === null) return
    if (f.thinnestMm < MIN_LINE_MM - EPSILON_MM)
      failures.push(`variation ${i}: thinnest line ${f.thinnestMm.toFixed(2)} mm < ${MIN_LINE_MM}`)
    if (f.gapMm !== null && f.gapMm < MIN_GAP_MM - EPSILON_MM)
      failures.push(`variation ${i}: gap ${f.gapMm.toFixed(2)} mm < ${MIN_GAP_MM}`)
  })
  return { minIoU: iou?.min ?? null, maxIoU: iou?.max ?? null, pairs: iou?.pairs ?? [], coverage, floors, failures }
}
