import { smoothThrough } from '../geometry/curves.ts'
import { rotate, type Pt } from '../geometry/vec.ts'
import { shade } from '../ink/shade.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { linesAcross } from './model.ts'
import { angleOf, filled } from './sprig-kit.ts'

/**
 * Small drawing helpers for the flowers drawn from hand-placed outlines (rose, peony, poppy,
 * carnation, water lily, morning glory, honeysuckle, holly): placing, filling and shading a part.
 */

/** Points turned by `angle` about the origin, then moved to `at`. */
export const place = (pts: readonly Pt[], at: Pt, angle = 0): Pt[] =>
  pts.map((p) => {
    const r = rotate(p, angle)
    return [r[0] + at[0], r[1] + at[1]] as Pt
  })

/** Points of an ellipse arc (angles in radians, y down), `n` + 1 of them. */
export function arc(c: Pt, rx: number, ry: number, from: number, to: number, n = 12): Pt[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / n
    return [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry] as Pt
  })
}

/**
 * A part that hides what lies behind it: its outline, its colour (filled along the same smooth
 * curve the line follows, so no corner of paper shows at a bend) and, when it is wide enough to
 * hold one, a shadow on the side `towards` points to.
 */
export function part(
  sk: Sketch,
  rng: Random,
  outline: readonly Pt[],
  colour: string,
  {
    weight = 'outline',
    shadow,
    widthMm = Infinity,
  }: { weight?: 'outline' | 'inner'; shadow?: { towards: Pt; depth: number }; widthMm?: number } = {},
): void {
  filled(sk, outline, colour, weight)
  if (shadow && linesAcross(sk, widthMm) > 4.5) shade(sk, rng, outline, { ...shadow, colour })
}

/** Colour laid over what the current part already painted (a lighter band, a blotch). */
export function overlay(sk: Sketch, rings: readonly (readonly Pt[])[], colour: string): void {
  if (!sk.inColour) return
  sk.element()
  sk.fill(
    rings.map((r) => smoothThrough(r, { closed: true, step: 0.5 })),
    'colour',
    colour,
  )
}

/** Room for inner lines: true when `mm` holds at least `lines` outline widths. */
export const roomy = (sk: Sketch, mm: number, lines: number): boolean => linesAcross(sk, mm) >= lines

/** The stem's direction at its tip as a turn from straight up (0 = upright, + leans right). */
export const leanOf = (dir: Pt): number => angleOf(dir) + Math.PI / 2

/** A stem path given a climber's twist: it sways from side to side `waves` times along its length. */
export function twine(path: readonly Pt[], amplitude: number, waves: number, phase = 0): Pt[] {
  const smooth = smoothThrough(path, { step: 1.5 })
  const n = smooth.length
  return smooth.map((p, i) => {
    const prev = smooth[Math.max(0, i - 1)]!
    const next = smooth[Math.min(n - 1, i + 1)]!
    const dx = next[0] - prev[0]
    const dy = next[1] - prev[1]
    const l = Math.hypot(dx, dy) || 1
    const t = i / Math.max(n - 1, 1)
    // The cut end stays put; the sway grows along the stem as a climber's free tip wanders.
    const k = amplitude * Math.sin(phase + t * waves * Math.PI * 2) * Math.min(1, t * 3)
    return [p[0] - (dy / l) * k, p[1] + (dx / l) * k] as Pt
  })
}
