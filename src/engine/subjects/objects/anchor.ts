import { smoothThrough } from '../../geometry/curves.ts'
import { normalize, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { anchorsOf, band, blue, crisp, gold, massive, mirrored, open, oval, piece, shadeSide, stage } from './kit.ts'
import { rope } from './rope.ts'

/** Classic flash anchor, fouled anchor (a rope wound round it), minimalist line anchor. */
const ASPECTS = [0.78, 0.82, 0.74] as const

/**
 * The sailor's anchor: a ring through the shank's eye, a stock with ball ends, the shank, and
 * arms curving up from the crown into arrow-tipped flukes, mirrored exactly about the shank.
 */
export const ANCHOR: SubjectModel = {
  id: 'anchor',
  shape: 'upright',
  aspects: ASPECTS,
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const form = Math.max(0, Math.min(ASPECTS.length - 1, frame.form))
    const st = stage(sk, frame, ASPECTS[form]!)
    const { w: W, h: H, ow } = st
    const colour = frame.colour ?? blue(sk)
    const g = geometry(W, H, ow, form === 2)
    let silhouette: Pt[][] = []
    sk.within(st.m, () => {
      if (form === 2) silhouette = lineAnchor(sk, g)
      else if (form === 1) silhouette = fouled(sk, rng, g, W, H, colour)
      else silhouette = solidAnchor(sk, rng, g, colour)
    })
    return anchorsOf(st, {
      silhouette,
      axis: [
        [0, H / 2],
        [0, -H / 2],
      ],
      girth: g.shankHalf,
      perch: [0, g.stockY - g.stockT / 2],
      spots: [
        [0, H / 2],
        [-g.armR * 0.7, g.armC[1] + g.armR * 0.7],
        [g.armR * 0.7, g.armC[1] + g.armR * 0.7],
        g.flukes[0]!.tip,
        g.flukes[1]!.tip,
      ],
      focus: [0, g.armC[1]],
    })
  },
}

interface Fluke {
  end: Pt
  tip: Pt
  ring: Pt[]
}

interface Geometry {
  ringC: Pt
  ringR: number
  ringT: number
  stockY: number
  stockT: number
  stockHalf: number
  ballR: number
  shankTop: number
  shankBottom: number
  shankHalf: number
  armC: Pt
  armR: number
  armT: number
  arm: Pt[]
  flukes: Fluke[]
}

/** Where each part lies, in mm about the centre; part widths never fall under what holds paper inside. */
function geometry(W: number, H: number, ow: number, lines: boolean): Geometry {
  const top = -H / 2
  const bottom = H / 2
  const thick = (share: number, paper = 1.6) => (lines ? 0 : Math.max(share * H, ow + paper))
  const ringT = thick(0.035)
  const ringR = 0.07 * H
  const ringC: Pt = [0, top + ringR + ringT / 2 + (lines ? ow / 2 : 0)]
  const stockT = thick(0.045)
  const stockY = ringC[1] + ringR + stockT / 2 + 0.05 * H
  const ballR = Math.max(stockT * 0.75, 0.03 * H)
  const flukeLen = 0.14 * H
  const flukeHalf = 0.07 * H
  const armT = thick(0.075, 2.6)
  const armR = W / 2 - flukeHalf * 0.9 - armT / 2
  const armC: Pt = [0, bottom - armR - armT / 2]
  const stockHalf = Math.min(W / 2 - ballR, 0.3 * H)
  // The arms sweep from just above level on one side, round under the crown, to the other.
  const from = -0.06 * Math.PI
  const to = Math.PI + 0.06 * Math.PI
  const arm: Pt[] = Array.from({ length: 17 }, (_, i) => {
    const a = from + ((to - from) * i) / 16
    return [armC[0] + Math.cos(a) * armR, armC[1] + Math.sin(a) * armR] as Pt
  })
  const flukes = [to, from].map((a) => {
    const end: Pt = [armC[0] + Math.cos(a) * armR, armC[1] + Math.sin(a) * armR]
    // Beyond the arm's end the arc runs upward; the fluke points that way and a little outward.
    const s = Math.sign(end[0])
    const tangent: Pt = s > 0 ? [Math.sin(a), -Math.cos(a)] : [-Math.sin(a), Math.cos(a)]
    const dir = normalize([tangent[0] + s * 0.35, tangent[1]])
    const across: Pt = [-dir[1], dir[0]]
    const at = (u: number, v: number): Pt => [end[0] + dir[0] * u + across[0] * v, end[1] + dir[1] * u + across[1] * v]
    const tip = at(flukeLen, 0)
    const ring = [
      tip,
      at(flukeLen * 0.92, flukeHalf * 0.12),
      at(-flukeLen * 0.12, flukeHalf),
      at(-flukeLen * 0.16, flukeHalf * 0.9),
      at(-flukeLen * 0.08, 0),
      at(-flukeLen * 0.16, -flukeHalf * 0.9),
      at(-flukeLen * 0.12, -flukeHalf),
      at(flukeLen * 0.92, -flukeHalf * 0.12),
    ]
    return { end, tip, ring }
  })
  const shankHalf = lines ? 0 : Math.max(0.036 * H, (ow + 1.8) / 2)
  return {
    ringC,
    ringR,
    ringT,
    stockY,
    stockT,
    stockHalf,
    ballR,
    shankTop: ringC[1] + ringR * 0.6,
    shankBottom: bottom - armT / 2,
    shankHalf,
    armC,
    armR,
    armT,
    arm,
    flukes,
  }
}

/** The ring as a band round a circle: its outer and inner edges, coloured between. */
function shackle(sk: Sketch, rng: Random, g: Geometry, colour: string): Pt[] {
  const outer = oval(g.ringC, g.ringR + g.ringT / 2, g.ringR + g.ringT / 2, 24, -Math.PI / 2)
  const inner = oval(g.ringC, g.ringR - g.ringT / 2, g.ringR - g.ringT / 2, 20, -Math.PI / 2)
  sk.element(outer, { smooth: true })
  const o = smoothThrough(outer, { closed: true, step: 0.5 })
  const i = smoothThrough(inner, { closed: true, step: 0.5 }).reverse()
  if (massive(sk) || !open(sk, g.ringT)) sk.fill([o, i], 'shade', INK)
  else if (sk.inColour) sk.fill([o, i], 'colour', colour)
  sk.curve(outer, 'outline', { closed: true })
  sk.curve(inner, 'outline', { closed: true })
  void rng
  return outer
}

function solidAnchor(
  sk: Sketch,
  rng: Random,
  g: Geometry,
  colour: string,
  hooks: { beforeShank?: () => void; beforeStock?: () => void } = {},
): Pt[][] {
  const solid = massive(sk)
  const out: Pt[][] = []
  out.push(shackle(sk, rng.fork('ring'), g, colour))
  hooks.beforeShank?.()
  // The shank, a little wider at the crown end, behind the arms and the stock.
  const shank = mirrored(
    crisp(
      [
        [0, g.shankTop],
        [g.shankHalf * 0.9, g.shankTop],
        [g.shankHalf * 1.2, g.shankBottom],
        [0, g.shankBottom],
      ],
      false,
      0.25,
      2,
    ),
  )
  piece(sk, rng.fork('shank'), shank, colour, {
    widthMm: g.shankHalf * 1.8,
    shadow: { towards: [1, 0], depth: g.shankHalf },
    solid,
  })
  out.push(shank)
  const arms = band(g.arm, (t) => (g.armT / 2) * (1 - 0.2 * Math.abs(t - 0.5) * 2))
  piece(sk, rng.fork('arms'), arms, colour, { widthMm: g.armT * 0.8, solid })
  if (!solid) shadeSide(sk, rng.fork('arm shadow'), arms, { towards: [0, 1], depth: g.armT * 0.5, colour })
  out.push(arms)
  g.flukes.forEach((f, i) => {
    piece(sk, rng.fork(`fluke${i}`), f.ring, colour, {
      widthMm: g.armT * 1.6,
      shadow: { towards: normalize([i ? 1 : -1, 1]), depth: g.armT * 0.5 },
      solid,
    })
    out.push(f.ring)
  })
  hooks.beforeStock?.()
  const stock = mirrored(
    crisp(
      [
        [0, g.stockY - g.stockT / 2],
        [g.stockHalf, g.stockY - g.stockT * 0.42],
        [g.stockHalf, g.stockY + g.stockT * 0.42],
        [0, g.stockY + g.stockT / 2],
      ],
      false,
      0.25,
      2,
    ),
  )
  piece(sk, rng.fork('stock'), stock, colour, { widthMm: g.stockT, shadow: { towards: [0, 1], depth: g.stockT * 0.4 }, solid })
  out.push(stock)
  for (const side of [-1, 1]) {
    const ball = oval([side * g.stockHalf, g.stockY], g.ballR, g.ballR, 14)
    piece(sk, rng.fork(`ball${side}`), ball, colour, {
      widthMm: g.ballR * 2,
      shadow: { towards: normalize([1, 1]), depth: g.ballR * 0.6 },
      solid,
    })
    out.push(ball)
  }
  return out
}

/**
 * The fouled anchor: a rope tied to the ring crosses the shank in front, turns, crosses behind,
 * turns again and crosses in front before hanging free. Its turns are wide enough for the rope to
 * bend round them with paper inside. Bold lines leave no room to duck behind the shank and out
 * again without pinching the paper at each crossing: there the rope makes one loose turn over
 * the shank and arms, coming out from under the stock.
 */
function fouled(sk: Sketch, rng: Random, g: Geometry, W: number, H: number, colour: string): Pt[][] {
  const ow = sk.style.weights.outline
  const bold = ow >= 2
  const half = Math.max(0.022 * H, (ow + 1.1) / 2)
  // Each turn keeps paper between it and the fluke on its side, and inside itself; the bold
  // rope's one turn lies above the flukes and can reach further out.
  const A = bold ? W * 0.25 : Math.min(W * 0.3, g.armR - 0.07 * H - half - ow - 0.8)
  const rr = Math.max(half * 1.6, half + ow / 2 + 0.9, 0.06 * H)
  const y0 = g.stockY + g.stockT / 2
  const c1 = y0 + rr + half + ow / 2 + 0.8 + (bold ? 0.03 * H : 0)
  const c2 = c1 + 2 * rr + 0.05 * H
  const turn = (side: number, c: number): Pt[] =>
    Array.from({ length: 9 }, (_, i) => {
      const a = -Math.PI / 2 + (i / 8) * Math.PI
      return [side * (A - rr + Math.cos(a) * rr), c + Math.sin(a) * rr] as Pt
    })
  const left = turn(-1, c1)
  const r = rng.fork('rope')
  const tan = gold(sk)
  if (bold) {
    // The rope comes out from behind the shank straight into its turn (running out from under
    // the stock it would meet the stock's edge at a sliver of an angle), then crosses in front.
    const line = smoothThrough([[0, left[0]![1]], ...left, [A * 0.45, c1 + rr + 0.1 * H], [A * 0.75, c1 + rr + 0.17 * H]], {
      step: 0.8,
    })
    const under = line.findIndex((p, i) => i > line.length / 3 && p[0] > 0)
    let ring: Pt[] = []
    const out = solidAnchor(sk, rng, g, colour, {
      beforeShank: () => {
        ring = rope(sk, r, line, half, tan)
      },
      beforeStock: () => {
        rope(sk, r, line.slice(Math.max(0, under - 8)), half, tan, { caps: 'end' })
      },
    })
    return [ring, ...out]
  }
  const start: Pt = [g.ringC[0] + g.ringR * 0.5, g.ringC[1] + g.ringR * 0.8]
  const right = turn(1, c2)
  const end: Pt[] = [
    [-A * 0.55, c2 + rr + 0.05 * H],
    [-A * 1.05, c2 + rr + 0.1 * H],
  ]
  // Sampled once, so the stretches laid again in front follow the same line exactly.
  const line = smoothThrough([start, ...left, ...right, ...end], { step: 0.8 })
  // Where the first and last runs cross the shank: there the rope passes in front.
  const crossAt = (p: Pt, q: Pt): Pt => [0, p[1] + ((q[1] - p[1]) * (0 - p[0])) / (q[0] - p[0] || 1e-9)]
  const crossings = [crossAt(start, left[0]!), crossAt(right.at(-1)!, end[0]!)]
  const ropeRing = rope(sk, r, line, half, tan)
  const out = solidAnchor(sk, rng, g, colour)
  // The stretches crossing in front of the shank, laid again over the anchor without end caps;
  // the first comes out from behind the ring, its tied end hidden under it.
  const belowRing = g.ringC[1] + g.ringR + g.ringT / 2 + half
  const reach = A * 0.6
  for (const c of crossings) {
    let mid = 0
    line.forEach((p, i) => {
      if (Math.hypot(p[0] - c[0], p[1] - c[1]) < Math.hypot(line[mid]![0] - c[0], line[mid]![1] - c[1])) mid = i
    })
    let a = mid
    let b = mid
    while (a > 0 && Math.abs(line[a - 1]![0]) < reach && line[a - 1]![1] > belowRing) a--
    while (b < line.length - 1 && Math.abs(line[b + 1]![0]) < reach) b++
    rope(sk, r, line.slice(a, b + 1), half, tan, { caps: false })
  }
  return [ropeRing, ...out]
}

/** A single-needle anchor: every part one line, the ring a circle, the flukes open arrowheads. */
function lineAnchor(sk: Sketch, g: Geometry): Pt[][] {
  const ring = oval(g.ringC, g.ringR, g.ringR, 20, -Math.PI / 2)
  sk.element().curve(ring, 'outline', { closed: true })
  sk.curve(
    crisp(
      [
        [0, g.ringC[1] + g.ringR],
        [0, g.shankBottom + g.armT],
      ],
      false,
    ),
    'outline',
    { taper: 0 },
  )
  sk.curve(
    crisp(
      [
        [-g.stockHalf, g.stockY],
        [g.stockHalf, g.stockY],
      ],
      false,
    ),
    'outline',
    { taper: 0 },
  )
  const ball = Math.max(sk.style.weights.outline * 2.2, g.ballR * 0.6)
  for (const side of [-1, 1]) sk.dot([side * g.stockHalf, g.stockY], ball)
  sk.curve(g.arm, 'outline', { taper: 0 })
  for (const f of g.flukes) {
    // A solid arrowhead: two thin barbs meeting at the tip would pinch the paper between them.
    const head = crisp([f.tip, f.ring[2]!, f.ring[6]!])
    sk.shape(head, 'outline')
    sk.fill([head], 'shade', INK)
  }
  const box: Pt[] = [
    [-g.stockHalf, g.ringC[1] - g.ringR],
    [g.stockHalf, g.ringC[1] - g.ringR],
    [g.armR + g.armT, g.armC[1] + g.armR],
    [-g.armR - g.armT, g.armC[1] + g.armR],
  ]
  return [ring, ...g.flukes.map((f) => f.ring), box]
}
