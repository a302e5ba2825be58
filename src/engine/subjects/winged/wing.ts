import { smoothThrough } from '../../geometry/curves.ts'
import { dist, lerp, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { frameAt } from './kit.ts'
import { countFor, type Part } from './parts.ts'

export interface WingSpec {
  /** The shoulder, in the form's mm. */
  at: Pt
  /** Direction from shoulder to wing tip. */
  angle: number
  /** The trailing edge lies to the left of the shoulder→tip direction instead of the right. */
  flip?: boolean
  length: number
  /** Depth of the wing at the shoulder, mm. */
  chord: number
  /** The tip pulled back towards the trailing side, share of the length (a swallow's sickle). */
  sweep: number
  /** The leading edge bows forward, share of the length. */
  arch: number
  /** The trailing edge bulges out (+) or curves in (−), share of the length. */
  fullness: number
  /** Pointed feather ends (swallow), long separated fingers (eagle) or flames (phoenix). */
  tips: 'point' | 'finger' | 'flame'
  /** Share of the leading edge the coverts run along. */
  covert: number
  colour: string
  /** Coverts in their own colour (a phoenix's yellow shoulder); the flight feathers' colour otherwise. */
  covertColour?: string
  tone: 'dark' | 'light'
  /** Most flight feathers (before the size's own limit). */
  most?: number
}

/**
 * A bird's wing as a flash sheet draws it: flight feathers as strips that share their dividing
 * lines (so no sliver of paper opens between neighbours), each ending in its own tip along the
 * trailing edge, under one or two rows of round-ended coverts along the leading edge. Counts come
 * from the size: every strip must hold several outline widths.
 */
export function wingParts(sk: Sketch, rng: Random, s: WingSpec): Part[] {
  const L = s.length
  const side = s.flip ? -1 : 1
  const to = frameAt(s.at, s.angle)
  const w = (p: Pt): Pt => to(p[0], side * p[1])
  const lead = (t: number): Pt => [t * L, -s.arch * L * Math.sin(Math.PI * t) + s.sweep * L * t * t]
  const tipPt = lead(1)
  const root: Pt = [0, s.chord]
  const span = dist(tipPt, root)
  const along: Pt = [(root[0] - tipPt[0]) / span, (root[1] - tipPt[1]) / span]
  const out: Pt = [along[1], -along[0]]
  const push = (p: Pt, k: number): Pt => [p[0] + out[0] * k, p[1] + out[1] * k]
  const trailing = (u: number): Pt => push(lerp(tipPt, root, u), s.fullness * L * Math.sin(Math.PI * u) * (1 - 0.3 * u))
  const shadow = trailingShadow(s)

  const n = countFor(sk, span, 3.4, 2, s.most ?? 9)
  const spacing = span / n
  const fingers = s.tips === 'finger'
  // Where each strip's dividing line meets the trailing edge: the notch between two tips.
  const u = Array.from({ length: n + 1 }, (_, k) => (k / n) ** 0.92)
  // Notches and tips scale with the feathers, but a wing of few broad feathers keeps them shallow.
  const notchDepth = (k: number) =>
    Math.min(spacing, s.chord * 0.35) * (fingers ? (k < n * 0.5 ? 1.6 : 0.5) : s.tips === 'flame' ? 0.7 : 0.45)
  const notch = (k: number): Pt => (k === 0 ? tipPt : k === n ? root : push(trailing(u[k]!), -notchDepth(k)))
  // Bases lie under the coverts, along a line from the wrist back to the shoulder.
  // Evenly spaced, so neighbouring dividers never close into a wedge of paper.
  const wristT = s.covert * 0.7
  const baseAt = (k: number): Pt => lerp(lead(wristT), [L * 0.04, s.chord * 0.5], k / n)
  const dividers: Pt[][] = []
  for (let k = 0; k <= n; k++) {
    if (k === 0) {
      dividers.push(Array.from({ length: 9 }, (_, i) => lead(wristT + ((1 - wristT) * i) / 8)))
      continue
    }
    const a = baseAt(k)
    const e = notch(k)
    const bow = rng.fork(`d${k}`).around(0, 0.02) + 0.05
    const mid = lerp(a, e, 0.55)
    dividers.push(smoothThrough([a, push(mid, -bow * dist(a, e)), e], { step: 1 }))
  }
  const parts: Part[] = []
  // The tip feather last: its long edge is the wing's leading edge and lies over the rest.
  for (let i = n - 1; i >= 0; i--) {
    const e0 = notch(i)
    const e1 = notch(i + 1)
    const mid = trailing((u[i]! + u[i + 1]!) / 2)
    const reach = Math.min(spacing, s.chord * 0.35) * (fingers ? 0.55 : s.tips === 'flame' ? 0.75 : 0.6)
    const tip = push(mid, reach)
    let end: Pt[]
    if (i === 0) end = s.tips === 'flame' ? [push(lerp(e0, e1, 0.5), reach * 0.3)] : []
    else if (fingers) end = [push(lerp(mid, e0, 0.45), reach * 0.55), tip, push(lerp(mid, e1, 0.45), reach * 0.55)]
    else if (s.tips === 'flame')
      end = [push(lerp(mid, e0, 0.2), reach * 0.2), lerp(tip, e0, 0.25), push(lerp(mid, e1, 0.4), reach * 0.35)]
    else end = [tip]
    const outline = [...dividers[i]!, ...end, ...dividers[i + 1]!.slice().reverse()]
    const width = dist(e0, e1)
    const a = dividers[i]!
    const b = dividers[i + 1]!
    const shaft = [0.3, 0.55, 0.78].map((t) => lerp(a[Math.floor(t * (a.length - 1))]!, b[Math.floor(t * (b.length - 1))]!, 0.5))
    parts.push({
      outline: outline.map(w),
      ink: { colour: s.colour, tone: s.tone, shadow, widthMm: Math.min(width, spacing * 1.2) },
      lines: [{ pts: shaft.map(w), weight: 'detail', room: 6, taper: 0.45 }],
    })
  }
  // Coverts: rows of round-ended strips hanging from the leading edge, the shorter row on top.
  // A small wing in bold lines has no room for coverts: its flight feathers alone read as a wing.
  const rows = countFor(sk, s.chord, 4.2, 0, 2)
  for (let row = 0; row < rows; row++) {
    const reach = s.covert * (1 - row * 0.25)
    const depth = (t: number) => s.chord * (row === 0 ? 0.55 : 0.3) * (0.55 + 0.45 * (1 - t / reach))
    const m = countFor(sk, reach * L, row === 0 ? 3.6 : 3, 2, row === 0 ? 6 : 8)
    const ts = Array.from({ length: m + 1 }, (_, j) => reach * (1 - j / m))
    const foot = (t: number): Pt => {
      const p = lead(t)
      return [p[0] - depth(t) * 0.25, p[1] + depth(t)]
    }
    for (let j = 0; j < m; j++) {
      const t0 = ts[j]!
      const t1 = ts[j + 1]!
      const f0 = foot(t0)
      const f1 = foot(t1)
      const lobe = dist(f0, f1) * 0.42
      const hang = (p: Pt, k: number): Pt => [p[0] - k * 0.3, p[1] + k]
      const top = Array.from({ length: 4 }, (_, i) => lead(t1 + ((t0 - t1) * i) / 3))
      const outline: Pt[] = [
        ...top,
        f0,
        hang(lerp(f0, f1, 0.2), lobe * 0.75),
        hang(lerp(f0, f1, 0.5), lobe),
        hang(lerp(f0, f1, 0.8), lobe * 0.75),
        f1,
      ]
      parts.push({
        outline: outline.map(w),
        ink: { colour: s.covertColour ?? s.colour, tone: s.tone, shadow, widthMm: dist(f0, f1) },
      })
    }
  }
  return parts
}

/** Shadows fall on the trailing side of each feather, under the next. */
function trailingShadow(s: WingSpec): Pt {
  const a = s.angle + (s.flip ? -1 : 1) * Math.PI * 0.5
  return [Math.cos(a), Math.sin(a)]
}
