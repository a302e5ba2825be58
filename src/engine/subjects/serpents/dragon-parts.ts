import { smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import { normalsOf } from './body.ts'

/**
 * A tapering part laid along a centre line (a horn, a lock of mane, a fin spike): `widths` run
 * from the root to the tip. Returns its closed outline, root across to root.
 */
export function taperRing(centre: readonly Pt[], widths: readonly number[], tip = 0.6): Pt[] {
  const line = smoothThrough(centre, { step: 0.9 })
  const normals = normalsOf(line)
  const w = widthAlong(widths, line.length)
  // The point is blunted to a short cap: a ring meeting itself at a needle's angle makes the
  // stroke's offset spike out of it. The point is inked solid anyway.
  const half = (i: number) => Math.max(w(i), tip) / 2
  const side = (s: number) => line.map((p, i) => [p[0] + normals[i]![0] * half(i) * s, p[1] + normals[i]![1] * half(i) * s] as Pt)
  return [...side(1), ...side(-1).reverse()]
}

/**
 * A filled, outlined tapering part whose point is inked solid: the paper between its two sides
 * narrows to nothing there, and a sliver under half a millimetre would not hold.
 */
export function pointedPart(
  sk: Sketch,
  centre: readonly Pt[],
  widths: readonly number[],
  colour: string,
  weight: 'outline' | 'inner' = 'outline',
): Pt[] {
  const ring = taperRing(centre, widths)
  filled(sk, ring, colour, weight)
  inkPoint(sk, centre, widths, weight)
  return ring
}

/** Inks solid the end of a tapering part where it holds no paper between its lines. */
export function inkPoint(sk: Sketch, centre: readonly Pt[], widths: readonly number[], weight: 'outline' | 'inner'): void {
  const line = smoothThrough(centre, { step: 0.4 })
  const n = line.length - 1
  const lw = sk.style.weights[weight]
  const wAt = widthAlong(widths, line.length)
  let from = n
  while (from > 0 && wAt(from) - lw < 1.1) from--
  if (from >= n - 1) return
  const normals = normalsOf(line)
  const side = (s: number) =>
    line
      .slice(from)
      .map(
        (p, j) =>
          [p[0] + normals[from + j]![0] * (wAt(from + j) / 2) * s, p[1] + normals[from + j]![1] * (wAt(from + j) / 2) * s] as Pt,
      )
  sk.fill([[...side(1), ...side(-1).reverse()]], 'shade', INK)
}

/** A curved claw, inked solid: too small to hold paper inside at any tattoo size. */
export function claw(sk: Sketch, root: Pt, dir: Pt, length: number, width: number): void {
  const n: Pt = [-dir[1], dir[0]]
  const p = (a: number, b: number): Pt => [root[0] + dir[0] * a + n[0] * b, root[1] + dir[1] * a + n[1] * b]
  // Hooked down at the tip, like a raptor's talon.
  sk.fill(
    [
      smoothThrough(
        [
          p(0, -width / 2),
          p(length * 0.6, -width * 0.45),
          p(length, width * 0.35),
          p(length * 0.55, width * 0.35),
          p(0, width / 2),
        ],
        { closed: true, step: 0.3 },
      ),
    ],
    'shade',
    INK,
  )
}

/** The width at sample `i` of `count`, the given widths spread evenly from root to tip. */
function widthAlong(widths: readonly number[], count: number): (i: number) => number {
  return (i) => {
    const t = (i / Math.max(1, count - 1)) * (widths.length - 1)
    const k = Math.min(widths.length - 1, Math.floor(t))
    const next = widths[Math.min(k + 1, widths.length - 1)]!
    return widths[k]! + (next - widths[k]!) * (t - k)
  }
}
