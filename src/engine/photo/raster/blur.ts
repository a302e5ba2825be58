import { gray, type Gray } from './image.ts'

/**
 * Gaussian blur approximated by three box blurs (Wells 1986), each a running sum: the cost does
 * not grow with the radius, so a 20 px blur of a working picture costs what a 1 px one does.
 */
export function blur(src: Gray, sigma: number): Gray {
  if (sigma < 0.3) return gray(src.w, src.h, src.data.slice())
  const radii = boxRadii(sigma)
  const a = src.data.slice()
  const b = new Float32Array(a.length)
  for (const r of radii) {
    boxPass(a, b, src.w, src.h, r, 1, src.w)
    boxColumns(b, a, src.w, src.h, r)
  }
  return gray(src.w, src.h, a)
}

/** Radii of three boxes whose repeated application has standard deviation `sigma`. */
function boxRadii(sigma: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1)
  let lower = Math.floor(ideal)
  if (lower % 2 === 0) lower--
  const upper = lower + 2
  const m = Math.round((12 * sigma * sigma - 3 * lower * lower - 12 * lower - 9) / (-4 * lower - 4))
  return [0, 1, 2].map((i) => ((i < m ? lower : upper) - 1) / 2)
}

/**
 * One box pass along `lines` lines of `length` samples: `step` apart within a line, `stride`
 * between lines. Edges repeat their last sample.
 */
function boxPass(from: Float32Array, to: Float32Array, length: number, lines: number, r: number, step: number, stride: number) {
  if (r === 0) {
    to.set(from)
    return
  }
  const norm = 1 / (2 * r + 1)
  for (let line = 0; line < lines; line++) {
    const base = line * stride
    const first = from[base]!
    const last = from[base + (length - 1) * step]!
    let sum = first * (r + 1)
    for (let k = 1; k <= r; k++) sum += from[base + Math.min(k, length - 1) * step]!
    for (let k = 0; k < length; k++) {
      to[base + k * step] = sum * norm
      const add = k + r + 1 < length ? from[base + (k + r + 1) * step]! : last
      const drop = k - r >= 0 ? from[base + (k - r) * step]! : first
      sum += add - drop
    }
  }
}

/** The box pass down the columns, all columns at once row by row, in the memory's own order. */
function boxColumns(from: Float32Array, to: Float32Array, w: number, h: number, r: number) {
  if (r === 0) {
    to.set(from)
    return
  }
  const norm = 1 / (2 * r + 1)
  const sum = new Float64Array(w)
  const lastRow = (h - 1) * w
  for (let x = 0; x < w; x++) {
    let s = from[x]! * (r + 1)
    for (let k = 1; k <= r; k++) s += from[Math.min(k, h - 1) * w + x]!
    sum[x] = s
  }
  for (let y = 0; y < h; y++) {
    const row = y * w
    const addRow = y + r + 1 < h ? (y + r + 1) * w : lastRow
    const dropRow = y - r >= 0 ? (y - r) * w : 0
    for (let x = 0; x < w; x++) {
      to[row + x] = sum[x]! * norm
      sum[x] = sum[x]! + from[addRow + x]! - from[dropRow + x]!
    }
  }
}
