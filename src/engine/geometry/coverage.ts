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
    // Crossings of each row's centre line, gathered per row (rows of this ring only).
    const crossings: number[][] = Array.from({ length: lastRow - firstRow + 1 }, () => [])
    for (let i = 0; i < n; i++) {
      const a = ring[i]!
      const b = ring[(i + 1) % n]!
      if (a[1] === b[1]) continue
      const [lo, hi] = a[1] < b[1] ? [a, b] : [b, a]
      const from = Math.max(firstRow, Math.ceil(lo[1] / c - 0.5))
      const to = Math.min(lastRow, Math.ceil(hi[1] / c - 0.5) - 1)
      const slope = (hi[0] - lo[0]) / (hi[1] - lo[1])
      for (let row = from; row <= to; row++) crossings[row - firstRow]!.push(lo[0] + ((row + 0.5) * c - lo[1]) * slope)
    }
    for (let r = 0; r < crossings.length; r++) {
      const xs = crossings[r]!
      if (xs.length < 2) continue
      xs.sort((p, q) => p - q)
      const base = (r + firstRow) * this.#cols
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil(xs[k]! / c - 0.5))
        const to = Math.min(this.#cols - 1, Math.ceil(xs[k + 1]! / c - 0.5) - 1)
        if (to < from) continue
        if (flip) for (let i = base + from; i <= base + to; i++) this.#bits[i]! ^= 1
        else this.#bits.fill(1, base + from, base + to + 1)
      }
    }
  }

  has(p: Pt): boolean {
    const col = Math.floor(p[0] / this.#cell)
    const row = Math.floor(p[1] / this.#cell)
    if (col < 0 || row < 0 || col >= this.#cols || row >= this.#rows) return false
    return this.#bits[row * this.#cols + col] === 1
  }
}
