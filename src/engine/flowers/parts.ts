import type { Pt } from '../geometry/vec.ts'
import { polar, rotate } from '../geometry/vec.ts'
import type { Random } from '../random.ts'

/**
 * Building blocks shared by the flowers, in a flower's own units (a bloom is about 20 across).
 * Outlines are control points for smooth closed curves; y grows downwards as in SVG, so "up" is −y.
 */

/** A petal from its base at the origin towards `angle`: length, widest point and tip shape. */
export function petal(
  rng: Random,
  {
    length,
    width,
    widest = 0.55,
    tip = 'round',
    angle = -Math.PI / 2,
    jitter = 0.06,
  }: {
    length: number
    width: number
    /** Where along the petal it is widest (0 base … 1 tip). */
    widest?: number
    tip?: 'round' | 'point' | 'notch' | 'ruffle'
    angle?: number
    jitter?: number
  },
): Pt[] {
  const j = () => 1 + rng.around(0, jitter)
  const half = width / 2
  // Built pointing along +x, then turned.
  const right: Pt[] = [
    [length * 0.08, half * 0.25 * j()],
    [length * widest * 0.6, half * 0.85 * j()],
    [length * widest, half * j()],
    [length * (widest + (1 - widest) * 0.55), half * 0.82 * j()],
  ]
  let tipPts: Pt[]
  switch (tip) {
    case 'point':
      tipPts = [
        [length * 0.93, half * 0.3 * j()],
        [length * j(), 0],
        [length * 0.93, -half * 0.3 * j()],
      ]
      break
    case 'notch':
      tipPts = [
        [length * 0.96, half * 0.5],
        [length * 0.99, half * 0.22],
        [length * 0.9, 0],
        [length * 0.99, -half * 0.22],
        [length * 0.96, -half * 0.5],
      ]
      break
    case 'ruffle': {
      const teeth = rng.int(3, 5)
      tipPts = []
      for (let i = 0; i <= teeth; i++) {
        const y = half * 0.7 * (1 - (2 * i) / teeth)
        const x = length * (i % 2 === 0 ? 0.98 : 0.9) * (1 - Math.abs(y / half) * 0.12) * j()
        tipPts.push([x, y])
      }
      break
    }
    default:
      tipPts = [
        [length * 0.96, half * 0.45 * j()],
        [length * j(), 0],
        [length * 0.96, -half * 0.45 * j()],
      ]
  }
  const left = right.map(([x, y]) => [x, -y * (2 - j())] as Pt).reverse()
  const outline: Pt[] = [[0, 0], ...right, ...tipPts, ...left]
  return outline.map((p) => rotate(p, angle))
}

/** A pointed leaf from the origin towards `angle`, with a midrib and side veins. */
export function leaf(
  rng: Random,
  {
    length,
    width,
    angle,
    curl = 0,
    serrated = false,
  }: { length: number; width: number; angle: number; curl?: number; serrated?: boolean },
): { outline: Pt[]; midrib: Pt[]; veins: Pt[][] } {
  const half = width / 2
  const bend = (x: number) => curl * length * 0.25 * Math.sin((Math.PI * x) / length)
  const upper: Pt[] = []
  const lower: Pt[] = []
  const steps = serrated ? 9 : 5
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const w = half * Math.sin(Math.PI * t ** 0.8) * (serrated && i % 2 === 0 ? 0.86 : 1) * (1 + rng.around(0, 0.05))
    upper.push([length * t, bend(length * t) + w])
    lower.push([length * t, bend(length * t) - w])
  }
  const tip: Pt = [length, bend(length)]
  const outline = [[0, 0] as Pt, ...upper, tip, ...lower.reverse()]
  const midrib: Pt[] = [
    [0, 0],
    [length * 0.5, bend(length * 0.5)],
    [length * 0.92, bend(length * 0.92)],
  ]
  const veins: Pt[][] = []
  const pairs = 3
  for (let i = 1; i <= pairs; i++) {
    const t = 0.2 + (0.6 * i) / (pairs + 1)
    const x = length * t
    for (const side of [1, -1]) {
      const w = half * Math.sin(Math.PI * (t + 0.12) ** 0.8) * 0.72
      veins.push([
        [x, bend(x)],
        [x + length * 0.1, bend(x + length * 0.1) + side * w * 0.6],
        [x + length * 0.16, bend(x + length * 0.16) + side * w],
      ])
    }
  }
  const turn = (pts: Pt[]) => pts.map((p) => rotate(p, angle))
  return { outline: turn(outline), midrib: turn(midrib), veins: veins.map(turn) }
}

/** A gently curving stem from the origin upwards to `top`, as control points. */
export function stem(rng: Random, top: Pt, sway = 0.08): Pt[] {
  const steps = 4
  const out: Pt[] = []
  const length = Math.hypot(top[0], top[1])
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const offset = i === 0 || i === steps ? 0 : rng.around(0, sway) * length * Math.sin(Math.PI * t)
    const base: Pt = [top[0] * t, top[1] * t]
    const normal: Pt = [-top[1] / length, top[0] / length]
    out.push([base[0] + normal[0] * offset, base[1] + normal[1] * offset])
  }
  return out
}

/** Points on a ring (a flower centre, a disc), for stippled or dotted centres. */
export function discDots(rng: Random, radius: number, count: number): Pt[] {
  const out: Pt[] = []
  const golden = Math.PI * (3 - Math.sqrt(5))
  for (let i = 0; i < count; i++) {
    const r = radius * Math.sqrt((i + 0.5) / count) * (1 + rng.around(0, 0.04))
    out.push(polar(i * golden, r))
  }
  return out
}
