import type { Pt } from './vec.ts'

/**
 * Which parts of the canvas nearer shapes already cover, as a bitmap of small cells: asking
 * whether a point is hidden becomes one lookup instead of a point-in-polygon test per shape.
 */
export class Coverage {
  readonly #cell: number
  readonly #cols: number
  readonly #rows: number
  readonly #bits: Uint8Array

  constructor(widthMm: number, heightMm: number, cellMm = 0.1) {
    this.#cell = cellMm
    this.#cols = Math.ceil(widthMm / cellMm) + 2
    this.#rows = Math.ceil(heightMm / cellMm) + 2
    this.#bits = new Uint8Array(this.#cols * this.#rows)
  }

  /** Marks the inside of a closed ring (even–odd) as covered. */
  add(ring: readonly Pt[]): void {
    this.#paint(ring, false)
  }

  /** Flips the inside of a ring: adding a shape's rings this way leaves its holes uncovered. */
  flip(ring: readonly Pt[]): void {
    this.#paint(ring, true)
  }

  #paint(ring: readonly Pt[], flip: boolean): void {
    const n = ring.length
    if (n < 3) return
    const c = this.#cell
    let top = Infinity
    let bottom = -Infinity
    for (const p of ring) {
      top = Math.min(top, p[1])
      bottom = Math.max(bottom, p[1])
    }
    const firstRow = Math.max(0, Math.ceil(top / c - 0.5))
    const lastRow = Math.min(this.#rows - 1, Math.ceil(bottom / c - 0.5))
    if (lastRow < firstRow) return
    // Crossings of each row's centre line, gathered per row in two passes (count, then fill) into
    // shared buffers: a drawing paints thousands of rings, and an array per row was most of the
    // engine's garbage.
    const rows = lastRow - firstRow + 1
    rowStarts = roomFor(rowStarts, rows + 1, (n) => new Int32Array(n))
    const starts = rowStarts
    starts.fill(0, 0, rows + 1)
    this.#eachCrossing(ring, firstRow, lastRow, (row) => starts[row - firstRow + 1]!++)
    for (let r = 0; r < rows; r++) starts[r + 1]! += starts[r]!
    crossingXs = roomFor(crossingXs, starts[rows]!, (n) => new Float64Array(n))
    rowFilled = roomFor(rowFilled, rows, (n) => new Int32Array(n))
    const xs = crossingXs
    const filled = rowFilled
    filled.fill(0, 0, rows)
    this.#eachCrossing(ring, firstRow, lastRow, (row, x) => {
      const r = row - firstRow
      xs[starts[r]! + filled[r]!++] = x
    })
    for (let r = 0; r < rows; r++) {
      const from = starts[r]!
      const to = starts[r + 1]!
      if (to - from < 2) continue
      sortRange(xs, from, to)
      const base = (r + firstRow) * this.#cols
      for (let k = from; k + 1 < to; k += 2) {
        const first = Math.max(0, Math.ceil(xs[k]! / c - 0.5))
        const last = Math.min(this.#cols - 1, Math.ceil(xs[k + 1]! / c - 0.5) - 1)
        if (last < first) continue
        if (flip) for (let i = base + first; i <= base + last; i++) this.#bits[i]! ^= 1
        else this.#bits.fill(1, base + first, base + last + 1)
      }
    }
  }

  /** Where each edge of the ring crosses the centre line of each row it spans. */
  #eachCrossing(ring: readonly Pt[], firstRow: number, lastRow: number, visit: (row: number, x: number) => void): void {
    const c = this.#cell
    const n = ring.length
    for (let i = 0; i < n; i++) {
      const a = ring[i]!
      const b = ring[(i + 1) % n]!
      if (a[1] === b[1]) continue
      const lo = a[1] < b[1] ? a : b
      const hi = a[1] < b[1] ? b : a
      const from = Math.max(firstRow, Math.ceil(lo[1] / c - 0.5))
      const to = Math.min(lastRow, Math.ceil(hi[1] / c - 0.5) - 1)
      const slope = (hi[0] - lo[0]) / (hi[1] - lo[1])
      for (let row = from; row <= to; row++) visit(row, lo[0] + ((row + 0.5) * c - lo[1]) * slope)
    }
  }

  has(p: Pt): boolean {
    const col = Math.floor(p[0] / this.#cell)
    const row = Math.floor(p[1] / this.#cell)
    if (col < 0 || row < 0 || col >= this.#cols || row >= this.#rows) return false
    return this.#bits[row * this.#cols + col] === 1
  }
}

let rowStarts = new Int32Array(256)
let rowFilled = new Int32Array(256)
let crossingXs = new Float64Array(1024)

/** `buffer` if it holds `size` entries, else a new one of the next power of two (never shrunk). */
function roomFor<T extends Int32Array | Float64Array>(buffer: T, size: number, make: (length: number) => T): T {
  return buffer.length >= size ? buffer : make(2 ** Math.ceil(Math.log2(size)))
}

/** Insertion sort of xs[from, to): a row holds a handful of crossings, and this allocates nothing. */
function sortRange(xs: Float64Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const x = xs[i]!
    let j = i - 1
    while (j >= from && xs[j]! > x) {
      xs[j + 1] = xs[j]!
      j--
    }
    xs[j + 1] = x
  }
}
