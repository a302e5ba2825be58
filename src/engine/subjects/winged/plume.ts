import { smoothThrough } from '../../geometry/curves.ts'
import { dist, lerp, type Pt } from '../../geometry/vec.ts'
import { frameAt } from './kit.ts'

/** How a feather ends: a swallow's pointed primary, an eagle's finger, a covert's round end, a phoenix's flame. */
export type PlumeTip = 'point' | 'finger' | 'round' | 'flame'

export interface Plume {
  outline: Pt[]
  /** The shaft from the visible base towards the tip. */
  shaft: Pt[]
}

/**
 * One feather from `base` to `tip`, `width` mm at its widest; `bend` bows it sideways (share of
 * its length, + to the right of base→tip). The outline starts at the base so overlapping feathers
 * tuck their bases under the row in front.
 */
export function plume(base: Pt, tip: Pt, width: number, kind: PlumeTip, bend = 0): Plume {
  const L = dist(base, tip)
  const a = Math.atan2(tip[1] - base[1], tip[0] - base[0])
  const at = frameAt(base, a)
  const h = width / 2
  const bow = (x: number) => bend * L * Math.sin((Math.PI * x) / L)
  const p = (x: number, y: number) => at(x, y + bow(x))
  let outline: Pt[]
  switch (kind) {
    case 'point':
      outline = [
        p(0, -h * 0.7),
        p(L * 0.45, -h),
        p(L * 0.8, -h * 0.7),
        p(L, 0),
        p(L * 0.78, h * 0.85),
        p(L * 0.4, h),
        p(0, h * 0.7),
      ]
      break
    case 'finger':
      outline = [
        p(0, -h * 0.8),
        p(L * 0.5, -h),
        p(L * 0.82, -h * 0.62),
        p(L * 0.97, -h * 0.28),
        p(L, h * 0.05),
        p(L * 0.93, h * 0.42),
        p(L * 0.6, h),
        p(0, h * 0.8),
      ]
      break
    case 'round':
      outline = [
        p(0, -h * 0.85),
        p(L * 0.55, -h),
        p(L * 0.88, -h * 0.72),
        p(L, 0),
        p(L * 0.88, h * 0.72),
        p(L * 0.55, h),
        p(0, h * 0.85),
      ]
      break
    case 'flame':
      // A flame's tongue: full in the middle, pinched, then a curled point flicking to one side.
      outline = [
        p(0, -h * 0.6),
        p(L * 0.35, -h),
        p(L * 0.62, -h * 0.55),
        p(L * 0.8, -h * 0.55),
        p(L, -h * 0.9),
        p(L * 0.86, -h * 0.05),
        p(L * 0.66, h * 0.45),
        p(L * 0.4, h * 0.95),
        p(0, h * 0.6),
      ]
      break
  }
  const shaft = [0.12, 0.5, 0.86].map((x) => p(L * x, kind === 'flame' ? -h * 0.1 * x : 0))
  return { outline, shaft }
}

/** Points along a polyline by share of its point index (a cheap even spacing for hand-placed curves). */
export function along(pts: readonly Pt[], t: number): Pt {
  const x = Math.max(0, Math.min(1, t)) * (pts.length - 1)
  const i = Math.min(pts.length - 2, Math.floor(x))
  return lerp(pts[i]!, pts[i + 1]!, x - i)
}

/**
 * A flame-edged ribbon along `path` (a phoenix's tail plume or crest): it swells from its root,
 * its edges break into tongues that lick towards the tip, and it ends in a point. `width` is its
 * widest, mm; `licks` how many tongues along each edge.
 */
export function flameRibbon(path: readonly Pt[], width: number, licks: number, phase = 0): { outline: Pt[]; spine: Pt[] } {
  const spine = smoothThrough(path, { step: Math.max(0.8, width / 5) })
  const n = spine.length
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const a = spine[Math.max(0, i - 1)]!
    const b = spine[Math.min(n - 1, i + 1)]!
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const nx = -(b[1] - a[1]) / l
    const ny = (b[0] - a[0]) / l
    const body = (width / 2) * Math.sin((Math.PI / 2) * Math.min(1, t * 3 + 0.2)) * (1 - t) ** 0.6
    // A sawtooth: each tongue rises slowly and breaks off sharply, so it points to the tip.
    const tongue = (k: number) => {
      const x = (t * licks + k) % 1
      return 1 + 0.55 * x * x * Math.min(1, t * 4)
    }
    const p = spine[i]!
    left.push([p[0] + nx * body * tongue(phase), p[1] + ny * body * tongue(phase)])
    right.push([p[0] - nx * body * tongue(phase + 0.5), p[1] - ny * body * tongue(phase + 0.5)])
  }
  return { outline: [...left, spine[n - 1]!, ...right.reverse()], spine }
}
