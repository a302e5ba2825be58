import { polar, rotate, type Pt } from '../geometry/vec.ts'
import { smoothThrough } from '../geometry/curves.ts'
import { shade } from '../ink/shade.ts'
import { INK, type Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { linesAcross } from './model.ts'
import { clearance, endShortOf } from './print-room.ts'

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
  // The midrib runs to the tip; drawLeaf ends it short of the outline as the line widths need.
  const midrib: Pt[] = [0, 0.35, 0.7, 1].map((t) => [length * t, bend(length * t)] as Pt)
  const veins: Pt[][] = []
  for (const t of [0.3, 0.5, 0.7]) {
    const x = length * t
    for (const side of [-1, 1]) {
      const w = profile(t + 0.12) * 0.7
      // Veins leave the midrib steeply: a shallow fork is a wedge of paper too thin to print.
      veins.push([
        [x, bend(x)],
        [x + length * 0.05, bend(x + length * 0.05) + side * w * 0.6],
        [x + length * 0.13, bend(x + length * 0.13) + side * w],
      ])
    }
  }
  return { outline, midrib, veins }
}

/**
 * Draws a leaf from `at` towards `angle` with midrib, veins and shading as the style allows. Every
 * inner line keeps the print rule's paper from the outline: the midrib and veins end short of it
 * (a tip's narrowing wedge of paper is where they would otherwise close up), and a line the leaf
 * is too small to hold is left out.
 */
export function drawLeaf(sk: Sketch, rng: Random, at: Pt, angle: number, shape: LeafShape, colour = LEAF_GREEN): void {
  const g = leafGeometry(rng, shape)
  const place = (pts: readonly Pt[]) => pts.map((p) => rotate([p[0] + at[0], p[1] + at[1]], angle, at))
  const outline = place(g.outline)
  sk.shape(outline, 'outline')
  if (sk.inColour) sk.fill([outline], 'colour', colour)
  // A leaf barely wider than its line would keep only a sliver of paper inside, pinched to
  // nothing at both ends: it is inked solid instead, as flash draws small leaves.
  else if (shape.width - sk.style.weights.outline < 1.6) sk.fill([outline], 'shade', INK)
  const room = linesAcross(sk, shape.width)
  const edge = smoothThrough(g.outline, { closed: true, step: 0.6 })
  const w = sk.style.weights
  // At the tip the outline's line fills solid a little past its half width. The midrib starts free
  // of the base too: the outline closes on it there in a wedge of paper too sharp to print.
  const clear = clearance(sk, 'outline', 'inner') + w.outline * 0.15
  const midrib = room > 4 && shape.width / 2 >= clear ? endShortOf(g.midrib, edge, clear, shape.length * 0.35, true) : null
  const solid = sk.style.shading === 'solid'
  if (midrib && solid && room > 5) {
    // Bold styles shade a leaf as flash does: one half solid black up to the midrib, which then
    // has no paper beside it to keep open on that side.
    sk.fill([place(halfLeaf(edge, midrib))], 'shade', INK)
  }
  // Full width to its ends: a thinning end would open a sliver of paper beside it.
  if (midrib) sk.curve(place(midrib), 'inner', { taper: 0 })
  if (midrib && room > 7 && sk.style.detail >= 0.5) {
    // Neighbouring veins run alongside each other: they need their own paper between them.
    const spacing = shape.length * 0.2 * Math.SQRT1_2
    if (spacing >= clearance(sk, 'detail', 'detail'))
      for (const v of g.veins) {
        // A vein cut to a stub beside the midrib's end would run alongside it: it is left out.
        const planned = Math.hypot(v[2]![0] - v[0]![0], v[2]![1] - v[0]![1])
        const kept = endShortOf(v, edge, clearance(sk, 'outline', 'detail'), Math.max(w.detail * 3, planned * 0.6))
        if (kept && v[0]![0] < midrib[midrib.length - 1]![0] - clearance(sk, 'inner', 'detail'))
          sk.curve(place(kept), 'detail', { taper: 0.3 })
      }
  }
  if (room > 5 && !(midrib && solid))
    shade(sk, rng, outline, { towards: polar(angle + Math.PI / 2, 1), depth: shape.width * 0.28, colour })
}

/**
 * The half of the leaf on its +y side (the shadow side), bounded by the midrib, with the tip
 * beyond the midrib's end and the base before its start: the part a bold style inks solid. The
 * paper left on the other side then ends square at both ends of the midrib instead of in wedges.
 */
function halfLeaf(edge: readonly Pt[], midrib: readonly Pt[]): Pt[] {
  // The smooth outline runs from the base along the −y side to the tip and back along +y.
  let tip = 0
  for (let i = 1; i < edge.length; i++) if (edge[i]![0] > edge[tip]![0]) tip = i
  const nearest = (q: Pt) => {
    let best = 0
    for (let i = 1; i <= tip; i++)
      if (Math.hypot(edge[i]![0] - q[0], edge[i]![1] - q[1]) < Math.hypot(edge[best]![0] - q[0], edge[best]![1] - q[1])) best = i
    return best
  }
  const first = nearest(midrib[0]!)
  const last = nearest(midrib[midrib.length - 1]!)
  return [...midrib, ...edge.slice(last, tip + 1), ...edge.slice(tip + 1), ...edge.slice(0, first + 1)]
}
