import { arcLengths, pointAtLength, smoothThrough } from '../geometry/curves.ts'
import { compose, polar, rotation, scaling, translation, type Matrix, type Pt } from '../geometry/vec.ts'
import { shade } from '../ink/shade.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { LineWeights } from '../styles.ts'
import type { Random } from '../random.ts'
import { LEAF_GREEN } from './leaves.ts'
import { along, linesAcross } from './model.ts'

/**
 * Small drawing helpers shared by the bulb, spike and cluster flowers (daffodil, lily of the
 * valley, larkspur, violet …): filled shapes, local frames on the stem, blade leaves and tendrils.
 */

export const angleOf = (d: Pt): number => Math.atan2(d[1], d[0])

/** A local frame: origin at `at`, +x turned to `angle`, then scaled (foreshortening). */
export const frame = (at: Pt, angle: number, sx = 1, sy = sx): Matrix =>
  compose(translation(at[0], at[1]), rotation(angle), scaling(sx, sy))

/**
 * A closed outline that hides what is behind it, coloured when the sketch is in colour. The colour
 * follows the smoothed line, not its control points, so no colour pokes out past a concave edge.
 */
export function filled(sk: Sketch, outline: readonly Pt[], colour: string, weight: keyof LineWeights | number = 'outline'): Pt[] {
  sk.shape(outline, weight)
  if (sk.inColour) sk.fill([smoothThrough(outline, { closed: true, step: 0.5 })], 'colour', colour)
  return [...outline]
}

/** Shades a part only when it is wide enough (in outline widths) for a shadow to read. */
export function shadeIfRoom(
  sk: Sketch,
  rng: Random,
  ring: readonly Pt[],
  widthMm: number,
  towards: Pt,
  colour: string,
  minLines = 5,
): void {
  if (linesAcross(sk, widthMm) > minLines) shade(sk, rng, ring, { towards, depth: widthMm * 0.3, colour })
}

/** An ellipse as control points, optionally wavy (`waves` bumps of `amp` share of the radius). */
export function ellipse(centre: Pt, rx: number, ry: number, n = 16, waves = 0, amp = 0, phase = 0): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2
    const k = 1 + amp * Math.sin(waves * a + phase)
    return [centre[0] + Math.cos(a) * rx * k, centre[1] + Math.sin(a) * ry * k] as Pt
  })
}

/** The part of the stem between two shares of its length, resampled (for stems that end early). */
export function pathBetween(path: readonly Pt[], t0: number, t1: number, step = 1.5): Pt[] {
  const smooth = smoothThrough(path, { step: 0.5 })
  const lengths = arcLengths(smooth)
  const total = lengths.at(-1) ?? 0
  const n = Math.max(2, Math.ceil(((t1 - t0) * total) / step))
  return Array.from({ length: n + 1 }, (_, i) => pointAtLength(smooth, lengths, (t0 + ((t1 - t0) * i) / n) * total))
}

export const stemLength = (path: readonly Pt[]): number => arcLengths(smoothThrough(path, { step: 1 })).at(-1) ?? 0

/** Where the stem ends and which way it grows there (the flower's "up"). */
export function stemTip(path: readonly Pt[]): { at: Pt; up: number } {
  const { at, dir } = along(path, 1)
  return { at, up: angleOf(dir) }
}

/** A thin stalk (pedicel, leaf stalk): one line, never thicker than the inner weight. */
export function stalk(sk: Sketch, points: readonly Pt[], weight: keyof LineWeights = 'inner'): void {
  sk.element().curve(points, weight, { taper: 0.15 })
}

export interface BladeOptions {
  /** Full width in mm. */
  width: number
  tip: 'blunt' | 'point'
  colour?: string
  /** A keel or midrib line down the middle, when the blade is wide enough. */
  keel?: boolean
  /** Pairs of parallel veins beside the keel (lily of the valley), when there is room. */
  veins?: number
  /** Width at the base as a share of the full width (leaves that sheath the stem start wide). */
  base?: number
  /** Even strap or sword (default), or an ellipse widest below the middle (lily of the valley). */
  outline?: 'strap' | 'elliptic'
}

/**
 * A blade leaf along a curved spine from its base: strap (daffodil), sword (gladiolus), rush
 * (jonquil) or broad parallel-veined (lily of the valley). A blade too narrow to hold its own
 * outline with room inside is drawn as a single tapering line instead.
 */
export function bladeLeaf(sk: Sketch, rng: Random, spine: readonly Pt[], o: BladeOptions): void {
  const colour = o.colour ?? LEAF_GREEN
  const line = smoothThrough(spine, { step: 0.6 })
  const lengths = arcLengths(line)
  const total = lengths.at(-1) ?? 0
  if (total <= 0) return
  if (linesAcross(sk, o.width) < 2.4) {
    sk.element().curve(line, 'outline', { taper: 0.35 })
    return
  }
  const base = o.base ?? 0.7
  const halfAt = (t: number) => {
    if (o.outline === 'elliptic') return (o.width / 2) * Math.max(base * (1 - t / 0.2), Math.sin(Math.PI * t ** 0.85) ** 0.75)
    const rise = t < 0.15 ? base + (1 - base) * Math.sin((t / 0.15) * (Math.PI / 2)) : 1
    const fall =
      o.tip === 'point'
        ? t < 0.55
          ? 1
          : Math.max(0, 1 - (t - 0.55) / 0.45) ** 0.85
        : t < 0.86
          ? 1
          : Math.sqrt(Math.max(0, 1 - ((t - 0.86) / 0.14) ** 2))
    return (o.width / 2) * rise * fall
  }
  const frameAt = (s: number) => {
    const p = pointAtLength(line, lengths, s)
    const q = pointAtLength(line, lengths, Math.min(total, s + 0.4))
    const r = pointAtLength(line, lengths, Math.max(0, s - 0.4))
    const d = Math.hypot(q[0] - r[0], q[1] - r[1]) || 1
    const n: Pt = [-(q[1] - r[1]) / d, (q[0] - r[0]) / d]
    return { p, n }
  }
  const steps = Math.max(8, Math.min(28, Math.round(total / 3)))
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i < steps; i++) {
    const t = i / steps
    const { p, n } = frameAt(t * total)
    const h = halfAt(t) * (1 + rng.around(0, 0.02))
    left.push([p[0] + n[0] * h, p[1] + n[1] * h])
    right.push([p[0] - n[0] * h, p[1] - n[1] * h])
  }
  const tip = line.at(-1)!
  const outline = [...left, tip, ...right.reverse()]
  filled(sk, outline, colour)
  const room = linesAcross(sk, o.width)
  const offsetLine = (k: number, from: number, to: number) =>
    Array.from({ length: 7 }, (_, i) => {
      const t = from + ((to - from) * i) / 6
      const { p, n } = frameAt(t * total)
      const h = halfAt(t) * k
      return [p[0] + n[0] * h, p[1] + n[1] * h] as Pt
    })
  if (o.keel && room > 4.5) sk.curve(offsetLine(0, 0.06, o.tip === 'point' ? 0.88 : 0.8), 'inner', { taper: 0.35 })
  const veins = o.veins ?? 0
  if (veins > 0 && room > 6 && sk.style.detail >= 0.5) {
    const pairs = Math.min(veins, Math.floor((room - 4) / 3))
    for (let v = 1; v <= pairs; v++)
      for (const side of [-1, 1]) sk.curve(offsetLine((side * v) / (pairs + 1), 0.1, 0.82), 'detail', { taper: 0.4 })
  }
  const mid = frameAt(total * 0.45)
  shadeIfRoom(sk, rng, outline, o.width, mid.n, colour, 5.5)
}

/**
 * A spine for a blade rising from `base` towards `angle`, bending by `bend` radians in all (the
 * sign says which way) so the tip arches over like a real leaf's.
 */
export function arcSpine(base: Pt, angle: number, length: number, bend: number, n = 5): Pt[] {
  const out: Pt[] = [base]
  let p = base
  for (let i = 1; i <= n; i++) {
    const a = angle + bend * (i / n) ** 1.6
    p = polar(a, length / n, p)
    out.push(p)
  }
  return out
}

/**
 * A climbing tendril from `start` heading along `angle`: a loose run that winds into a spiral
 * of `turns` turns, the way `hand` says (+1 clockwise on screen). Rings never come closer than
 * a few line widths, so bold styles get fewer, wider turns.
 */
export function tendril(sk: Sketch, start: Pt, angle: number, length: number, turns: number, hand: 1 | -1): void {
  const w = sk.style.weights.inner
  const r0 = Math.max(length * 0.16, w * 3.2)
  const fit = Math.max(0.75, Math.min(turns, (r0 * 0.7) / (w * 3)))
  const run = length * 0.45
  const pts: Pt[] = [start]
  let p = start
  let a = angle
  for (let i = 1; i <= 4; i++) {
    a += hand * 0.12
    p = polar(a, run / 4, p)
    pts.push(p)
  }
  // The spiral's centre lies to the side the tendril turns towards.
  const centre = polar(a + (hand * Math.PI) / 2, r0, p)
  const start0 = a - (hand * Math.PI) / 2
  const steps = Math.ceil(fit * 14)
  for (let i = 1; i <= steps; i++) {
    const t = i / steps
    const r = r0 * (1 - 0.62 * t)
    pts.push(polar(start0 + hand * t * fit * Math.PI * 2, r, centre))
  }
  sk.element().curve(pts, 'inner', { taper: 0.25 })
}
