/**
 * clipper2-js as the engine uses it. Its scanline set (1.2.4) keeps y values in an array and,
 * for every insert, scans it with includes() and re-sorts it whole: a quarter of everything the
 * engine allocated, and quadratic in a shape's vertex count. Here the set's add() is replaced by
 * a binary-search insert that keeps the same ascending order, so results are unchanged.
 */
import { ClipperBase } from 'clipper2-js'

export { Clipper, FillRule, Path64, Paths64, Point64 } from 'clipper2-js'

interface ScanlineSet {
  items: number[]
  add(y: number): void
}

function addInOrder(this: ScanlineSet, y: number): void {
  const items = this.items
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (items[mid]! < y) lo = mid + 1
    else hi = mid
  }
  if (items[lo] === y) return
  items.splice(lo, 0, y)
}

const scanlines = (new (ClipperBase as unknown as new () => { _scanlineList?: ScanlineSet })()._scanlineList ??
  null) as ScanlineSet | null
const prototype = scanlines && (Object.getPrototypeOf(scanlines) as ScanlineSet)
if (prototype && Array.isArray(scanlines.items) && typeof prototype.add === 'function') prototype.add = addInOrder
