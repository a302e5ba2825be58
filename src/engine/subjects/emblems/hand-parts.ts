import { Clipper, EndType, JoinType } from 'clipper2-ts'
import { areaOf, fromPaths, subtract, toPaths } from '../../geometry/clip.ts'
import { signedArea, smoothThrough } from '../../geometry/curves.ts'
import { boxesOverlap, boxOf, type Box, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { LineWeights } from '../../styles.ts'
import type { Random } from '../../random.ts'
import { linesAcross } from '../../flowers/model.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import { mm } from './placement.ts'
import { shadeInside } from './shading.ts'

/** Skin left pale, the flash way. */
export const SKIN = '#f4efe4'

/**
 * A finger, thumb or curled finger as a rounded bar from `a` to `b` (units), `wa` wide at `a` and
 * `wb` at `b`; `roundA` rounds the `a` end too (a curled finger shows both its ends).
 */
export function capsule(a: Pt, b: Pt, wa: number, wb: number, roundA = false): Pt[] {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const l = Math.hypot(dx, dy) || 1
  const d: Pt = [dx / l, dy / l]
  const n: Pt = [-d[1], d[0]]
  const cap = (c: Pt, r: number, from: number, k: number): Pt[] =>
    Array.from({ length: k + 1 }, (_, i) => {
      const t = from + (Math.PI * i) / k
      // The cap's own frame: angle 0 along n, π/2 along d.
      const cx = Math.cos(t)
      const cy = Math.sin(t)
      return [c[0] + (n[0] * cx + d[0] * cy) * r, c[1] + (n[1] * cx + d[1] * cy) * r] as Pt
    })
  const side = (t: number, s: 1 | -1, w: number): Pt => [a[0] + dx * t + n[0] * s * (w / 2), a[1] + dy * t + n[1] * s * (w / 2)]
  const along = [0.25, 0.5, 0.75]
  const wAt = (t: number) => wa + (wb - wa) * t
  const left = along.map((t) => side(t, 1, wAt(t)))
  const right = along.map((t) => side(t, -1, wAt(t))).reverse()
  // Tip cap from +n over the tip to −n; the other end either rounded or cut square.
  const tip = cap(b, wb / 2, 0, 8)
  const base = roundA
    ? cap(a, wa / 2, Math.PI, 8)
    : [[a[0] - n[0] * (wa / 2), a[1] - n[1] * (wa / 2)] as Pt, [a[0] + n[0] * (wa / 2), a[1] + n[1] * (wa / 2)] as Pt]
  return [...base, ...left, ...tip, ...right]
}

/** A line across a finger at share `t` of the way from `a` to `b`, kept `clear` (units) off its sides. */
export function crease(a: Pt, b: Pt, t: number, width: number, clear: number, bow = 0.15): Pt[] | null {
  const half = width / 2 - clear
  if (half <= 0) return null
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const l = Math.hypot(dx, dy) || 1
  const d: Pt = [dx / l, dy / l]
  const n: Pt = [-d[1], d[0]]
  const c: Pt = [a[0] + dx * t, a[1] + dy * t]
  // Bowed towards the tip, as a finger's joint crease curves round it.
  return [
    [c[0] - n[0] * half, c[1] - n[1] * half],
    [c[0] + d[0] * half * bow, c[1] + d[1] * half * bow],
    [c[0] + n[0] * half, c[1] + n[1] * half],
  ]
}

/**
 * Shadows laid after every part is drawn, each only on what is left of its part by the parts in
 * front of it: stipple then keeps clear of every line, a front part's outline included, and a
 * solid crescent falls along the edge where a part goes under the one before it, like a cast
 * shadow in flash.
 */
export class Shadows {
  readonly #parts: { ring: Pt[]; box: Box; towards: Pt; depth: number; colour: string; rng: Random }[] = []
  readonly #lines: Pt[][] = []
  readonly #off: { ring: Pt[]; box: Box }[] = []

  /** A part's outline (mm) to shade on the side `towards` points to, `depth` mm deep. */
  part(rng: Random, ring: readonly Pt[], towards: Pt, depth: number, colour: string): void {
    const smooth = smoothThrough(ring, { closed: true, step: 0.5 })
    this.#lines.push(smooth)
    // A coarser copy for cutting, all wound one way so overlapping parts in front add up rather
    // than cancel as cutters.
    const cut = smoothThrough(ring, { closed: true, step: 1.2 })
    if (signedArea(cut) < 0) cut.reverse()
    this.#parts.push({ ring: cut, box: boxOf(cut), towards, depth, colour, rng })
  }

  /**
   * A closed line (a nail) no shadow may come near: a solid crescent running up to it would leave
   * a sliver of skin between them.
   */
  keepOff(ring: readonly Pt[], weights: LineWeights): void {
    // Grown past the finger's edge (the nail keeps 1.5 clearances from it), so no neck of
    // shadow is left between the nail and the outline: the whole tip stays unshaded.
    const clear = 1.7 * (weights.outline / 2 + weights.inner / 2 + 0.7) * 1000
    const smooth = smoothThrough(ring, { closed: true, step: 0.8 })
    this.#lines.push(smooth)
    const grown = fromPaths(Clipper.inflatePaths(toPaths([smooth]), clear, JoinType.Round, EndType.Polygon, 2, 30))
    for (const g of grown) this.#off.push({ ring: g, box: boxOf(g) })
  }

  /** Lines (mm, already sampled) the stipple must keep clear of. */
  avoid(lines: readonly Pt[][]): void {
    this.#lines.push(...lines)
  }

  /** Each line's box, padded by the farthest a stipple dot looks for a line. */
  #lineBoxes(): Box[] {
    const pad = 3
    return this.#lines.map((l) => {
      const b = boxOf(l)
      return { minX: b.minX - pad, minY: b.minY - pad, maxX: b.maxX + pad, maxY: b.maxY + pad }
    })
  }

  draw(sk: Sketch): void {
    const parts = this.#parts
    const lineBoxes = this.#lineBoxes()
    parts.forEach((p, i) => {
      if (p.depth <= 0) return
      const front = [...parts.slice(i + 1), ...this.#off].filter((q) => boxesOverlap(q.box, p.box)).map((q) => q.ring)
      const visible = front.length > 0 ? subtract([p.ring], front) : [p.ring]
      for (const v of visible) {
        if (v.length < 4 || areaOf([v]) < sk.style.weights.outline ** 2 * 2) continue
        // Only the lines near this part: the stipple indexes every point it is given.
        const b = boxOf(v)
        const near = this.#lines.filter((_, k) => boxesOverlap(lineBoxes[k]!, b))
        sk.element()
        shadeInside(sk, p.rng, v, { towards: p.towards, depth: p.depth, colour: p.colour }, near)
      }
    })
  }
}

/**
 * A skin part (units scaled by `s` to mm): filled pale and outlined now, its shadow on the side
 * `towards` points to left to `shadows` when it is wide enough to hold one.
 */
export function skinPart(
  sk: Sketch,
  shadows: Shadows,
  rng: Random,
  s: number,
  outline: readonly Pt[],
  widthUnits: number,
  towards: Pt,
  avoid: Pt[][] = [],
): Pt[] {
  const ring = mm(s, outline)
  filled(sk, ring, SKIN)
  const w = widthUnits * s
  shadows.part(rng, ring, towards, linesAcross(sk, w) > 4.5 ? w * 0.28 : 0, SKIN)
  shadows.avoid(avoid)
  return ring
}

/** A detail line in units, drawn in mm. */
export function lineIn(sk: Sketch, s: number, pts: readonly Pt[] | null, weight: 'inner' | 'detail' = 'detail'): void {
  if (pts && pts.length > 1) sk.curve(mm(s, pts), weight, { taper: 0.2 })
}

/** Sampled mm line for stipple to keep clear of. */
export const avoidLine = (s: number, pts: readonly Pt[] | null, closed = false): Pt[][] =>
  pts ? [smoothThrough(mm(s, pts), { closed, step: 0.5 })] : []

/**
 * A nail at the tip `b` of a finger from `a`, `w` wide there (units), in mm: clear of the finger's
 * outline by paper on every side, or null when the finger is too narrow to hold one.
 */
export function nail(sk: Sketch, s: number, a: Pt, b: Pt, w: number): Pt[] | null {
  const wt = sk.style.weights
  const clear = wt.outline / 2 + wt.inner / 2 + 0.7
  // The nail's shoulders come closer to the round tip than its middle does: it is kept narrower.
  const half = (w * s) / 2 - clear * 1.5
  if (half < 1.1) return null
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const l = Math.hypot(dx, dy) || 1
  const d: Pt = [dx / l, dy / l]
  const n: Pt = [-d[1], d[0]]
  const tip: Pt = [b[0] * s + d[0] * ((w * s) / 2 - clear), b[1] * s + d[1] * ((w * s) / 2 - clear)]
  const len = Math.min(half * 2.1, (w * s) / 2 + half)
  const at = (along: number, across: number): Pt => [tip[0] - d[0] * along + n[0] * across, tip[1] - d[1] * along + n[1] * across]
  // Rounded at the free edge, squarer at the cuticle.
  return [
    at(0, 0),
    at(half * 0.3, half * 0.8),
    at(half * 0.9, half),
    at(len, half * 0.9),
    at(len + half * 0.12, 0),
    at(len, -half * 0.9),
    at(half * 0.9, -half),
    at(half * 0.3, -half * 0.8),
  ]
}
