import { arcLengths, smoothThrough } from '../../geometry/curves.ts'
import { add, normalize, perp, scale, sub, type Pt } from '../../geometry/vec.ts'
import { evenly, type Body } from './body.ts'

/**
 * A body wound round an upright, seen from the front and a little above: each loop an ellipse
 * across the upright, its front half lower and nearer. `depth` is the loop's nearness (sin of the
 * turn), so the body splits into stretches behind and in front of the upright.
 */
export interface HelixPlan {
  /** The upright, base to tip (canvas or local mm). */
  base: Pt
  tip: Pt
  /** Loop radius to the body's centre line, mm. */
  radius: number
  /** Loop radius at the top as a share of `radius` (a coiled pile narrows upwards). */
  narrowing?: number
  /** Where the loops start and end along the upright, as shares of its length. */
  from: number
  to: number
  turns: number
  /** Apparent height of a loop's ellipse as a share of its width (the view from above). */
  tilt: number
  /** Which side of the upright the body leaves the loops on: +1 right of base→tip. */
  side: 1 | -1
  /** The neck after the loops, as [across, along] in upright units of mm from the base. */
  neck: (end: { across: number; along: number }) => [number, number][]
}

export interface Wound {
  body: Pick<Body, 'spine' | 'depth'>
  /** The spine's last point and its direction, where a head attaches. */
  headAt: Pt
  headDir: Pt
  /** The last full turn's centre line, a closed ring: the hollow of the coil lies inside it. */
  rim: Pt[]
}

/** The turn the loops end at: past the back, rising towards the side the neck leaves on. */
const END_TURN = -0.3 * Math.PI

export function wind(plan: HelixPlan): Wound {
  const axis = sub(plan.tip, plan.base)
  const L = Math.hypot(axis[0], axis[1])
  const u = normalize(axis)
  // Across is "right" of the upright as drawn upright (perp of up is +x on screen).
  const v = scale(perp(u), plan.side)
  const put = (across: number, along: number): Pt => add(plan.base, add(scale(u, along), scale(v, across)))
  // Dense enough (half a millimetre) that resampling it evenly keeps the loops round.
  const n = Math.max(48, Math.round((plan.turns * 2 * Math.PI * plan.radius) / 0.5))
  const start = END_TURN - plan.turns * 2 * Math.PI
  const pts: Pt[] = []
  const depth: number[] = []
  for (let i = 0; i <= n; i++) {
    const k = i / n
    const th = start + (END_TURN - start) * k
    const r = plan.radius * (1 - (1 - (plan.narrowing ?? 1)) * k)
    const along = (plan.from + (plan.to - plan.from) * k) * L - plan.tilt * r * Math.sin(th)
    pts.push(put(r * Math.cos(th), along))
    depth.push(Math.sin(th))
  }
  const perTurn = Math.round(n / plan.turns)
  const rim = pts.slice(Math.max(0, pts.length - 1 - perTurn))
  const endR = plan.radius * (plan.narrowing ?? 1)
  const end = { across: endR * Math.cos(END_TURN), along: plan.to * L - plan.tilt * endR * Math.sin(END_TURN) }
  const neckControls = [pts.at(-1)!, ...plan.neck(end).map(([a, b]) => put(a, b))]
  const neck = smoothThrough(neckControls, { step: 1 }).slice(1)
  // The neck comes round from behind and is in front by the time it has risen a third of its way.
  const neckLengths = arcLengths([pts.at(-1)!, ...neck])
  const neckTotal = neckLengths.at(-1) ?? 1
  const d0 = depth.at(-1)!
  neck.forEach((p, i) => {
    const k = Math.min(1, neckLengths[i + 1]! / (neckTotal * 0.35))
    pts.push(p)
    depth.push(d0 + (1 - d0) * k)
  })
  const body = evenly(pts, depth)
  const headAt = body.spine.at(-1)!
  const headDir = normalize(sub(headAt, body.spine.at(-3)!))
  return { body, headAt, headDir, rim }
}
