import type { Ink, InkShape } from '../ink/sketch.ts'
import { mask, type Mask } from '../photo/raster/image.ts'

/** Washes fainter than this are tint, not ink a needle packs: they do not close a gap. */
const SOLID_OPACITY = 0.5

const isSolid = (s: InkShape) => (s.opacity ?? 1) >= SOLID_OPACITY

// Crossings of one shape's rows, kept between calls (a design fills thousands of shapes).
let xs = new Float64Array(1024)
let dirs = new Int8Array(1024)
let starts = new Int32Array(1024)

type Rings = readonly (readonly (readonly [number, number])[])[]

/**
 * The design's solid ink as a two-valued picture at `pxPerMm`, cut to the ink's bounding box and
 * a pixel of paper round it (no gap lies outside): a pixel is ink when its centre lies inside a
 * shape (non-zero rule, each shape on its own, as the SVG draws them). Sampling at the centre,
 * not anti-aliasing, keeps the result the same on every machine.
 */
export function inkMask(ink: Ink, pxPerMm: number): Mask {
  const solid = ink.shapes.filter(isSolid)
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const shape of solid)
    for (const ring of shape.rings)
      for (const [x, y] of ring) {
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        if (y > maxY) maxY = y
      }
  if (!(maxX >= minX)) return mask(1, 1)
  const left = Math.floor(minX * pxPerMm) - 1
  const top = Math.floor(minY * pxPerMm) - 1
  const m = mask(Math.ceil(maxX * pxPerMm) + 2 - left, Math.ceil(maxY * pxPerMm) + 2 - top)
  for (const shape of solid) fillShape(m, shape.rings, pxPerMm, left, top)
  return m
}

/** Fills one shape; the mask's pixel (0, 0) is the page's (left, top). */
function fillShape(m: Mask, rings: Rings, k: number, left: number, top: number): void {
  let high = Infinity
  let low = -Infinity
  for (const ring of rings)
    for (const p of ring) {
      if (p[1] < high) high = p[1]
      if (p[1] > low) low = p[1]
    }
  // Rows whose centre line (y + 0.5 px) the shape spans.
  const first = Math.max(0, Math.ceil(high * k - top - 0.5))
  const last = Math.min(m.h - 1, Math.ceil(low * k - top - 0.5) - 1)
  if (last < first) return
  const rows = last - first + 1
  if (starts.length < rows + 1) starts = new Int32Array(rows * 2 + 1)
  starts.fill(0, 0, rows + 1)
  eachCrossing(rings, k, left, top, first, last, (row) => starts[row - first + 1]!++)
  for (let r = 0; r < rows; r++) starts[r + 1]! += starts[r]!
  const total = starts[rows]!
  if (xs.length < total) {
    xs = new Float64Array(total * 2)
    dirs = new Int8Array(total * 2)
  }
  const filled = new Int32Array(rows)
  eachCrossing(rings, k, left, top, first, last, (row, x, dir) => {
    const r = row - first
    const at = starts[r]! + filled[r]!++
    xs[at] = x
    dirs[at] = dir
  })
  const { w, data } = m
  for (let r = 0; r < rows; r++) {
    const from = starts[r]!
    const to = starts[r + 1]!
    sortRow(from, to)
    let winding = 0
    const base = (first + r) * w
    for (let i = from; i < to - 1; i++) {
      winding += dirs[i]!
      if (winding === 0) continue
      // Pixels whose centre lies in [xs[i], xs[i + 1]).
      const a = Math.max(0, Math.ceil(xs[i]! - 0.5))
      const b = Math.min(w, Math.ceil(xs[i + 1]! - 0.5))
      for (let x = a; x < b; x++) data[base + x] = 1
    }
  }
}

/** Calls `at(row, x, ±1)` where an edge crosses a row's centre line, in the mask's pixels. */
function eachCrossing(
  rings: Rings,
  k: number,
  left: number,
  top: number,
  first: number,
  last: number,
  at: (row: number, x: number, dir: number) => void,
): void {
  for (const ring of rings) {
    const n = ring.length
    if (n < 3) continue
    for (let i = 0; i < n; i++) {
      const p = ring[i]!
      const q = ring[(i + 1) % n]!
      const y0 = p[1] * k - top
      const y1 = q[1] * k - top
      if (y0 === y1) continue
      const dir = y1 > y0 ? 1 : -1
      const lo = Math.min(y0, y1)
      const hi = Math.max(y0, y1)
      // Half-open [lo, hi) so a vertex shared by two edges is counted once.
      const r0 = Math.max(first, Math.ceil(lo - 0.5))
      const r1 = Math.min(last, Math.ceil(hi - 0.5) - 1)
      const x0 = p[0] * k - left
      const slope = (q[0] * k - left - x0) / (y1 - y0)
      for (let row = r0; row <= r1; row++) at(row, x0 + (row + 0.5 - y0) * slope, dir)
    }
  }
}

/** Sorts a row's crossings by x: by insertion when it holds a handful, as most rows do. */
function sortRow(from: number, to: number): void {
  if (to - from > 24) {
    const order = Array.from({ length: to - from }, (_, i) => from + i).sort((a, b) => xs[a]! - xs[b]!)
    const x = order.map((i) => xs[i]!)
    const d = order.map((i) => dirs[i]!)
    xs.set(x, from)
    dirs.set(d, from)
    return
  }
  for (let i = from + 1; i < to; i++) {
    const x = xs[i]!
    const d = dirs[i]!
    let j = i - 1
    while (j >= from && xs[j]! > x) {
      xs[j + 1] = xs[j]!
      dirs[j + 1] = dirs[j]!
      j--
    }
    xs[j + 1] = x
    dirs[j + 1] = d
  }
}
