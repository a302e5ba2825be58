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
    const n = ring.length
    if (n < 3) return
    const c = this.#cell
    const crossings = new Map<number, number[]>()
    for (let i = 0; i < n; i++) {
      const a = ring[i]!
      const b = ring[(i + 1) % n]!
      if (a[1] === b[1]) continue
      const [lo, hi] = a[1] < b[1] ? [a, b] : [b, a]
      // Rows whose centre line lies in [lo.y, hi.y).
      const first = Math.max(0, Math.ceil(lo[1] / c - 0.5))
      const last = Math.min(this.#rows - 1, Math.ceil(hi[1] / c - 0.5) - 1)
      for (let row = first; row <= last; row++) {
        const y = (row + 0.5) * c
        const x = lo[0] + ((y - lo[1]) / (hi[1] - lo[1])) * (hi[0] - lo[0])
        let xs = crossings.get(row)
        if (!xs) crossings.set(row, (xs = []))
        xs.push(x)
      }
    }
    for (const [row, xs] of crossings) {
      xs.sort((p, q) => p - q)
      const base = row * this.#cols
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil(xs[k]! / c - 0.5))
        const to = Math.min(this.#cols - 1, Math.ceil(xs[k + 1]! / c - 0.5) - 1)
        for (let col = from; col <= to; col++) this.#bits[base + col] = 1
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
