import { polar, rotate, type Pt } from '../geometry/vec.ts'
import { shade } from '../ink/shade.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { linesAcross } from './model.ts'

export const LEAF_GREEN = '#3d7a3a'

export interface LeafShape {
  length: number
  width: number
  /** Where it is widest, 0 base … 1 tip. */
  widest?: number
  base?: 'taper' | 'round' | 'heart'
  tip?: 'point' | 'round'
  /** Saw teeth along the edge (rose, hawthorn), spines (holly) or smooth. */
  edge?: 'smooth' | 'serrated' | 'spiny' | 'lobed'
  /** Sideways bend of the midrib as a share of the length (+ bends to the leaf's left). */
  curl?: number
}

/** A leaf's outline and midrib along +x from its base at the origin (mm). */
export function leafGeometry(rng: Random, s: LeafShape): { outline: Pt[]; midrib: Pt[]; veins: Pt[][] } {
  const { length, width, widest = 0.4, base = 'taper', tip = 'point', edge = 'smooth', curl = 0 } = s
  const bend = (x: number) => curl * length * Math.sin((Math.PI * x) / length) * 0.5
  const half = width / 2
  const profile = (t: number) => {
    // Rises to the widest point, then falls to the tip; the exponents shape base and tip.
    const rise = base === 'round' || base === 'heart' ? 0.55 : 1.1
    const fall = tip === 'round' ? 0.6 : 1.25
    const v =
      t < widest
        ? Math.sin(((t / widest) * Math.PI) / 2) ** rise
        : Math.cos((((t - widest) / (1 - widest)) * Math.PI) / 2) ** fall
    return half * v
  }
  const steps = edge === 'smooth' ? 8 : edge === 'lobed' ? 10 : 14
  const upper: Pt[] = []
  const lower: Pt[] = []
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    let w = profile(t) * (1 + rng.around(0, 0.04))
    if (edge === 'serrated' && i % 2 === 1) w *= 0.88
    if (edge === 'lobed') w *= i % 3 === 0 ? 0.72 : 1
    if (edge === 'spiny') w *= i % 3 === 0 ? 1.18 : i % 3 === 1 ? 0.9 : 0.8
    const x = length * t
    upper.push([x, bend(x) - w])
    lower.push([x, bend(x) + w])
  }
  const start: Pt[] = base === 'heart' ? [[length * 0.06, 0]] : [[0, 0]]
  const outline: Pt[] = [...start, ...upper, [length, bend(length)], ...lower.reverse()]
  if (base === 'heart') outline.push([-length * 0.04, half * 0.5], [-length * 0.04, -half * 0.5])
  const midrib: Pt[] = [0, 0.35, 0.7, 0.9].map((t) => [length * t, bend(length * t)] as Pt)
  const veins: Pt[][] = []
  for (const t of [0.3, 0.5, 0.7]) {
    const x = length * t
    for (const side of [-1, 1]) {
      const w = profile(t + 0.12) * 0.7
      veins.push([
        [x, bend(x)],
        [x + length * 0.08, bend(x + length * 0.08) + side * w * 0.55],
        [x + length * 0.14, bend(x + length * 0.14) + side * w],
      ])
    }
  }
  return { outline, midrib, veins }
}

/** Draws a leaf from `at` towards `angle` with midrib, veins and shading as the style allows. */
export function drawLeaf(sk: Sketch, rng: Random, at: Pt, angle: number, shape: LeafShape, colour = LEAF_GREEN): void {
  const g = leafGeometry(rng, shape)
  const place = (pts: Pt[]) => pts.map((p) => rotate([p[0] + at[0], p[1] + at[1]], angle, at))
  const outline = place(g.outline)
  sk.shape(outline, 'outline')
  if (sk.inColour) sk.fill([outline], 'colour', colour)
  const room = linesAcross(sk, shape.width)
  if (room > 4) sk.curve(place(g.midrib), 'inner', { taper: 0.4 })
  if (room > 7 && sk.style.detail >= 0.5) for (const v of g.veins) sk.curve(place(v), 'detail', { taper: 0.5 })
  if (room > 5) shade(sk, rng, outline, { towards: polar(angle + Math.PI / 2, 1), depth: shape.width * 0.28, colour })
}
