import { insideRing, smoothThrough } from '../geometry/curves.ts'
import { segmentDistance, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { LineWeights } from '../styles.ts'
import { PAPER_MM } from '../ink/narrow-paper.ts'

/**
 * Planning for the print rule (print/narrowest-gap.ts: no paper under 0.5 mm between inks): the
 * flowers place every pair of lines that run alongside at least their half widths and PAPER_MM apart.
 */
export { PAPER_MM }

const widthOf = (sk: Sketch, w: keyof LineWeights | number): number => (typeof w === 'number' ? w : sk.style.weights[w])

/** Centre-to-centre distance two parallel lines of these weights need to keep paper between them. */
export const clearance = (sk: Sketch, a: keyof LineWeights | number, b: keyof LineWeights | number): number =>
  widthOf(sk, a) / 2 + widthOf(sk, b) / 2 + PAPER_MM

/**
 * The line through `controls` cut where it first comes within `clear` of `edge` after leaving it:
 * a midrib or vein that ends short of the outline instead of running into a narrowing wedge of
 * paper beside it. A line that begins on the edge keeps that junction unless `float`, which also
 * starts it `clear` away. Null when too little of it is left to read as a line.
 */
export function endShortOf(
  controls: readonly Pt[],
  edge: readonly Pt[],
  clear: number,
  minLength: number,
  float = false,
): Pt[] | null {
  const line = smoothThrough(controls, { step: 0.3 })
  const near = nearEdge(edge, clear)
  let start = 0
  // A line may begin on the edge (a midrib at the leaf's base); it counts from where it leaves it.
  while (start < line.length && near(line[start]!)) start++
  let end = start
  while (end < line.length && !near(line[end]!)) end++
  const kept = line.slice(float ? start : 0, end)
  let length = 0
  for (let i = Math.max(1, float ? 1 : start); i < kept.length; i++)
    length += Math.hypot(kept[i]![0] - kept[i - 1]![0], kept[i]![1] - kept[i - 1]![1])
  return kept.length >= 2 && length >= minLength ? kept : null
}

/**
 * Whether points come within `clear` of a closed polyline, answered from a grid of its segments
 * (cells `clear` wide) so that a point looks at the few segments near it, not the whole outline.
 */
export function nearEdge(edge: readonly Pt[], clear: number): (p: Pt) => boolean {
  // A leaf asks this of one outline for its midrib and every vein: the grid is built once.
  const known = grids.get(edge)?.get(clear)
  if (known) return known
  const test = buildNearEdge(edge, clear)
  const byClear = grids.get(edge) ?? new Map<number, (p: Pt) => boolean>()
  byClear.set(clear, test)
  grids.set(edge, byClear)
  return test
}

const grids = new WeakMap<readonly Pt[], Map<number, (p: Pt) => boolean>>()

function buildNearEdge(edge: readonly Pt[], clear: number): (p: Pt) => boolean {
  const cells = new Map<number, number[]>()
  const key = (cx: number, cy: number) => cx * 73_856_093 + cy
  const n = edge.length
  for (let i = 0; i < n; i++) {
    const a = edge[i]!
    const b = edge[(i + 1) % n]!
    const x0 = Math.floor(Math.min(a[0], b[0]) / clear)
    const x1 = Math.floor(Math.max(a[0], b[0]) / clear)
    const y0 = Math.floor(Math.min(a[1], b[1]) / clear)
    const y1 = Math.floor(Math.max(a[1], b[1]) / clear)
    for (let cx = x0; cx <= x1; cx++)
      for (let cy = y0; cy <= y1; cy++) {
        const k = key(cx, cy)
        const list = cells.get(k)
        if (list) list.push(i)
        else cells.set(k, [i])
      }
  }
  return (p: Pt) => {
    const cx = Math.floor(p[0] / clear)
    const cy = Math.floor(p[1] / clear)
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const i of cells.get(key(cx + dx, cy + dy)) ?? []) {
          if (segmentDistance(p, edge[i]!, edge[(i + 1) % n]!) < clear) return true
        }
    return false
  }
}

/**
 * The stretches of the line through `controls` that print beside the parts drawn over it (given
 * by their outlines): hidden under a part, or keeping `clear` from its edge. A rolled lip or fold
 * line that ran along a front petal's edge would leave a sliver of paper there; it stops short
 * instead. Stretches shorter than `minLength` are dropped.
 */
export function clearOfParts(
  controls: readonly Pt[],
  parts: readonly (readonly Pt[])[],
  clear: number,
  minLength: number,
): Pt[][] {
  // Chords of a millimetre stray from a petal's curve by hundredths of one: plenty for a clearance.
  const line = smoothThrough(controls, { step: 0.5 })
  const edges = parts.map((p) => {
    const edge = smoothThrough(p, { closed: true, step: 1.2 })
    let minX = Infinity
    let minY = Infinity
    let maxX = -Infinity
    let maxY = -Infinity
    for (const [x, y] of edge) {
      minX = Math.min(minX, x)
      minY = Math.min(minY, y)
      maxX = Math.max(maxX, x)
      maxY = Math.max(maxY, y)
    }
    return { edge, near: nearEdge(edge, clear), minX: minX - clear, minY: minY - clear, maxX: maxX + clear, maxY: maxY + clear }
  })
  const ok = (p: Pt) =>
    edges.every((e) => p[0] < e.minX || p[0] > e.maxX || p[1] < e.minY || p[1] > e.maxY || !e.near(p) || insideRing(p, e.edge))
  const runs: Pt[][] = []
  let run: Pt[] = []
  let length = 0
  const close = () => {
    if (run.length >= 2 && length >= minLength) runs.push(run)
    run = []
    length = 0
  }
  for (const p of line) {
    if (!ok(p)) {
      close()
      continue
    }
    const last = run[run.length - 1]
    if (last) length += Math.hypot(p[0] - last[0], p[1] - last[1])
    run.push(p)
  }
  close()
  return runs
}
