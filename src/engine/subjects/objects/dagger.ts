import { smoothThrough } from '../../geometry/curves.ts'
import { lerp, normalize, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import {
  anchorsOf,
  band,
  blue,
  crisp,
  gold,
  massive,
  mirrored,
  oval,
  piece,
  red,
  roomFor,
  shadeSide,
  sides,
  stage,
  STEEL,
} from './kit.ts'
import { gleam, highlight } from './shine.ts'

/** Straight flash dagger, ornate (curled quillons and jewels), wavy kris-like blade. */
const ASPECTS = [0.34, 0.44, 0.36] as const

/**
 * The traditional flash dagger, point down: a double-edged blade with its ridge line, the shadow
 * side inked along one edge and a highlight on the other, a crossguard with finials, a wrapped
 * grip and a pommel. Part sizes are planned from the style's outline width so a bold 40 mm dagger
 * keeps colour inside its guard and grip, and narrow parts too small to hold paper go solid.
 */
export const DAGGER: SubjectModel = {
  id: 'dagger',
  shape: 'upright',
  aspects: ASPECTS,
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const form = Math.max(0, Math.min(ASPECTS.length - 1, frame.form))
    const st = stage(sk, frame, ASPECTS[form]!)
    const { w: W, h: H, ow } = st
    const top = -H / 2
    const tip = H / 2
    const metal = gold(sk)
    const wrap = red(sk, frame)
    const jewel = blue(sk)

    const pommelR = Math.max(0.055 * H, (ow + 1.4) / 2)
    const gripHalf = Math.max(0.044 * H, (ow + 1.5) / 2)
    const guardT = Math.max(0.05 * H, ow + 1.6)
    const gripTop = top + pommelR * 1.7
    const gripBottom = gripTop + 0.19 * H
    const guardTop = gripBottom
    const guardBottom = guardTop + guardT
    const bladeTop = guardBottom
    const L = tip - bladeTop
    const bladeHalf = Math.min(W * 0.3, Math.max(0.068 * H, ow * 1.2 + 1.3))
    const rings: Pt[][] = []

    let m: Random
    sk.within(st.m, () => {
      // Back to front: grip and blade first, the guard covers both their ends, the pommel the grip's top.
      // The grip starts under the pommel's widest part, so its top corners never peep out beside it.
      rings.push(
        grip(sk, rng.fork('grip'), top + pommelR * 1.2, [gripTop, gripBottom - guardT * 0.25], gripBottom + 1, gripHalf, wrap),
      )
      rings.push(
        form === 2
          ? wavyBlade(sk, rng.fork('blade'), bladeTop - 1, tip, bladeHalf)
          : straightBlade(sk, rng.fork('blade'), bladeTop - 1, tip, bladeHalf),
      )
      m = rng.fork('guard')
      if (form === 1) rings.push(...curledGuard(sk, m, W, H, guardTop, guardT, metal, jewel, bladeHalf))
      else if (form === 2) rings.push(...sweptGuard(sk, m, W, guardTop, guardT, metal))
      else rings.push(...barGuard(sk, m, W, H, guardTop, guardT, metal))
      m = rng.fork('pommel')
      rings.push(form === 1 ? spirePommel(sk, m, top, pommelR, metal, jewel) : ballPommel(sk, m, top, pommelR, metal, form === 2))
    })
    const guardY = (guardTop + guardBottom) / 2
    return anchorsOf(st, {
      silhouette: rings,
      axis: [
        [0, top],
        [0, tip],
      ],
      girth: bladeHalf,
      spots: [
        [-W / 2, guardY],
        [W / 2, guardY],
        [-bladeHalf, bladeTop + L * 0.35],
        [bladeHalf, bladeTop + L * 0.55],
        [0, top],
      ],
      perch: [0, top],
      focus: [0, guardY],
    })
  },
}

/** The grip: a slightly barrelled handle wrapped in slanting bands, its colour the design's main one. */
/** `y0` where it starts under the pommel, `shown` the stretch the pommel and the guard leave in view. */
function grip(
  sk: Sketch,
  rng: Random,
  y0: number,
  [shown, shownEnd]: [number, number],
  y1: number,
  half: number,
  colour: string,
): Pt[] {
  const mid = (y0 + y1) / 2
  const halfAt = (y: number) => half * (0.9 + 0.1 * (1 - ((y - mid) / ((y1 - y0) / 2)) ** 2))
  const ring = mirrored(
    crisp(
      [
        [0, y0],
        [half * 0.9, y0],
        [half, mid],
        [half * 0.9, y1],
        [0, y1],
      ],
      false,
      0.25,
      2,
    ),
  )
  const solid = massive(sk)
  const wraps: Pt[][] = []
  if (!solid && roomFor(sk, half * 1.8, 0, 0.9)) {
    // Wraps slant as a cord wound round the grip; spaced so the paper between them stays open.
    const w = sk.style.weights
    const slant = half * 0.7
    const spacing = Math.max((wrapWeight(sk) + 1.1) / 0.9, (shownEnd - shown) / (4 + 6 * sk.style.detail))
    const n = Math.floor((shownEnd - shown - slant - w.outline) / spacing)
    const start = shown + (shownEnd - shown - slant - (n - 1) * spacing) / 2
    for (let i = 0; i < n; i++) {
      const ya = start + i * spacing
      wraps.push([
        [-halfAt(ya), ya],
        [0, ya + slant / 2],
        [halfAt(ya + slant), ya + slant],
      ])
    }
  }
  piece(sk, rng, ring, colour, { widthMm: half * 1.8, solid, shadow: { towards: [1, 0], depth: half * 0.5 }, avoid: wraps })
  for (const line of wraps) sk.curve(line, wrapWeight(sk), { taper: 0 })
  return ring
}

/** Bold styles bind the grip with their detail weight: inner-weight wraps would read as slashes of black. */
const wrapWeight = (sk: Sketch): number => (sk.style.weights.outline >= 2 ? sk.style.weights.detail : sk.style.weights.inner)

/** The shadow and shine of a blade: its far half inked along the edge (solid for blackwork), a highlight on the near half. */
function bladeLight(sk: Sketch, rng: Random, farHalf: Pt[], nearStrip: Pt[], halfMm: number, ridge: Pt[]): void {
  if (massive(sk)) {
    sk.fill([smoothThrough(farHalf, { closed: true, step: 0.5 })], 'shade', INK)
    return
  }
  shadeSide(sk, rng, farHalf, {
    towards: [1, 0],
    depth: halfMm * (sk.style.shading === 'solid' ? 0.38 : 0.7),
    colour: STEEL,
    avoid: [ridge],
  })
  highlight(sk, nearStrip)
}

function straightBlade(sk: Sketch, rng: Random, y0: number, tip: number, half: number): Pt[] {
  const L = tip - y0
  const rightHalf: Pt[] = [
    ...crisp(
      [
        [0, y0],
        [half, y0],
        [half, y0 + L * 0.58],
      ],
      false,
      0.25,
      3,
    ),
    [half * 0.86, y0 + L * 0.78],
    [half * 0.5, y0 + L * 0.92],
    lerp([half * 0.5, y0 + L * 0.92], [0, tip], 0.94),
    [0, tip],
  ]
  const ring = mirrored(rightHalf)
  piece(sk, rng, ring, STEEL, { widthMm: half * 2 })
  const ridgeEnd = y0 + L * 0.9
  // Blackwork's solid half runs to the point: stopping at the ridge's end would leave a sliver of paper.
  const blunt = y0 + L * 0.74
  const far: Pt[] = massive(sk)
    ? crisp(
        [
          ...rightHalf,
          ...rightHalf
            .filter((p) => p[1] > blunt && p[1] < tip)
            .map(([x, y]) => [-x, y] as Pt)
            .reverse(),
          [-half, blunt],
          [0, blunt],
        ],
        true,
        0.25,
        2,
      )
    : [...rightHalf.filter((p) => p[1] <= ridgeEnd), [0, ridgeEnd]]
  const near: Pt[] = [
    [-half * 0.55, y0 + L * 0.12],
    [-half * 0.55, y0 + L * 0.62],
  ]
  const ridge = crisp(
    [
      [0, y0 + 0.5],
      [0, ridgeEnd],
    ],
    false,
    0.25,
    4,
  )
  const ridged = roomFor(sk, half * 2, 1)
  bladeLight(sk, rng, far, near, half, ridged ? ridge : [])
  if (ridged) sk.curve(ridge, 'inner', { taper: 0.15 })
  return ring
}

/** A kris-like blade: its ridge waves from side to side as it narrows to the point. */
function wavyBlade(sk: Sketch, rng: Random, y0: number, tip: number, half: number): Pt[] {
  const L = tip - y0
  const amp = half * 0.55
  const centre: Pt[] = Array.from({ length: 25 }, (_, i) => {
    const u = i / 24
    // Three bends (luk); the wave starts after the straight base and dies out at the point.
    const sway = Math.sin(u * Math.PI * 3.2) * Math.min(1, u * 5) * (1 - u) ** 0.6
    return [amp * sway, y0 + L * u] as Pt
  })
  const halfAt = (t: number) => half * (t < 0.7 ? 1 - 0.25 * t : (1 - 0.25 * 0.7) * Math.max(0, (1 - t) / 0.3) ** 0.75)
  const { left, right, centre: line } = sides(centre, halfAt)
  // Going down the blade, "left" of travel is the drawing's right (+x) side.
  const ring = [...left, ...right.slice().reverse()]
  piece(sk, rng, ring, STEEL, { widthMm: half * 1.5 })
  // The ridge stops where the blade grows too narrow to keep paper either side of it.
  let cut = Math.floor(line.length * 0.88)
  while (cut > 2 && !roomFor(sk, 2 * halfAt(cut / (line.length - 1)), 1)) cut--
  const blunt = Math.floor(line.length * 0.72)
  const far = massive(sk)
    ? [...line.slice(0, blunt + 1), ...right.slice(blunt), ...left.slice().reverse()]
    : [...line.slice(0, cut), ...left.slice(0, cut).reverse()]
  const near = line.slice(Math.floor(line.length * 0.12), Math.floor(line.length * 0.6)).map((p, i, a) => {
    const t = i / Math.max(1, a.length - 1)
    return [p[0] - half * (0.55 - 0.1 * t), p[1]] as Pt
  })
  const ridged = cut > line.length * 0.3
  bladeLight(
    sk,
    rng,
    far,
    near.filter((_, i) => i % 3 === 0),
    half,
    ridged ? line.slice(1, cut) : [],
  )
  if (ridged) sk.curve(line.slice(1, cut), 'inner', { taper: 0.15 })
  return ring
}

/** A straight bar guard with a swelling in the middle and a ball at each end. */
function barGuard(sk: Sketch, rng: Random, W: number, H: number, y0: number, t: number, metal: string): Pt[][] {
  const ballR = Math.max(0.034 * H, t * 0.62)
  const reach = W / 2 - ballR
  const y1 = y0 + t
  const swell = t * 0.2
  const ring = mirrored([
    [0, y0 - swell],
    [reach * 0.35, y0],
    ...crisp(
      [
        [reach * 0.5, y0],
        [reach, y0 + t * 0.12],
        [reach, y1 - t * 0.12],
        [reach * 0.5, y1],
      ],
      false,
      0.25,
      2,
    ),
    [reach * 0.35, y1],
    [0, y1 + swell],
  ])
  const shadow = { towards: [0, 1] as Pt, depth: t * 0.3 }
  piece(sk, rng, ring, metal, { widthMm: t, shadow })
  const out = [ring]
  for (const side of [-1, 1]) {
    const ball = oval([side * reach, (y0 + y1) / 2], ballR, ballR, 14)
    piece(sk, rng.fork(side), ball, metal, { widthMm: ballR * 2, shadow: { towards: normalize([1, 1]), depth: ballR * 0.6 } })
    gleam(sk, [side * reach - ballR * 0.35, (y0 + y1) / 2 - ballR * 0.35], ballR * 0.28)
    out.push(ball)
  }
  return out
}

/** Quillons that run out from a jewelled boss and curl down towards the blade into a scroll. */
function curledGuard(
  sk: Sketch,
  rng: Random,
  W: number,
  H: number,
  y0: number,
  t: number,
  metal: string,
  jewel: string,
  bladeHalf: number,
): Pt[][] {
  const w = sk.style.weights
  const bandHalf = Math.max(0.024 * H, w.outline * 0.55)
  // The scroll's eye keeps paper open inside it.
  const curlR = Math.max(0.055 * H, bandHalf + w.outline / 2 + 1.0)
  const cy = y0 + t / 2
  const cx = W / 2 - curlR - bandHalf - w.outline / 2
  const out: Pt[][] = []
  for (const side of [-1, 1]) {
    const line: Pt[] = [[side * cx * 0.15, cy]]
    for (let i = 0; i <= 10; i++) {
      // From the top of the scroll round its outer side and back in under itself.
      const a = -Math.PI / 2 + (i / 10) * Math.PI * 1.12
      const r = curlR * (1 - 0.18 * (i / 10))
      line.push([side * (cx + Math.cos(a) * r), cy + curlR + Math.sin(a) * r])
    }
    const ring = band(line, (u) => bandHalf * (1 - 0.2 * u))
    piece(sk, rng.fork(side), ring, metal, { widthMm: bandHalf * 2 })
    out.push(ring)
  }
  // The boss: a pointed oval plate holding a round jewel.
  // Wider than the blade, so the blade's edges come out from under its flat underside.
  const bx = Math.max(t * 1.1, W * 0.16, bladeHalf * 1.4)
  const by = t * 0.85
  const boss = mirrored([
    [0, cy - by],
    [bx * 0.5, cy - by * 0.8],
    [bx, cy],
    [bx * 0.5, cy + by * 0.8],
    [0, cy + by],
  ])
  piece(sk, rng.fork('boss'), boss, metal, { widthMm: by * 2, shadow: { towards: [0, 1], depth: by * 0.4 }, solid: massive(sk) })
  out.push(boss)
  const jr = Math.min(by * 0.55, by - w.outline / 2 - w.inner / 2 - 1.0)
  if (jr >= w.inner + 0.7 && !massive(sk)) {
    const stone = oval([0, cy], jr, jr, 12)
    piece(sk, rng.fork('jewel'), stone, jewel, { widthMm: jr * 2, weight: 'inner' })
    gleam(sk, [-jr * 0.3, cy - jr * 0.3], jr * 0.3)
  }
  return out
}

/** A guard swept down towards the blade like a pair of horns, each ending in a round knob. */
function sweptGuard(sk: Sketch, rng: Random, W: number, y0: number, t: number, metal: string): Pt[][] {
  const knobR = Math.max(t * 0.42, sk.style.weights.outline * 0.8)
  const reach = W / 2 - knobR
  const droop = t * 1.2
  const ring = mirrored([
    [0, y0 - t * 0.2],
    [reach * 0.45, y0 - t * 0.05],
    [reach * 0.8, y0 + t * 0.2],
    [reach + knobR * 0.25, y0 + droop - knobR * 0.6],
    [reach - knobR * 0.25, y0 + droop + knobR * 0.6],
    [reach * 0.78, y0 + t * 0.9],
    [reach * 0.4, y0 + t],
    [0, y0 + t * 1.1],
  ])
  piece(sk, rng, ring, metal, { widthMm: t, shadow: { towards: [0, 1], depth: t * 0.35 } })
  const out = [ring]
  for (const side of [-1, 1]) {
    const knob = oval([side * reach, y0 + droop], knobR, knobR, 12)
    piece(sk, rng.fork(side), knob, metal, { widthMm: knobR * 2 })
    out.push(knob)
  }
  return out
}

/** A round pommel (or a teardrop for the kris) with a collar where it meets the grip. */
function ballPommel(sk: Sketch, rng: Random, top: number, r: number, metal: string, drop: boolean): Pt[] {
  const c: Pt = [0, top + r]
  const ring = drop
    ? mirrored([
        [0, top],
        [r * 0.22, top + r * 0.22],
        [r * 0.55, top + r * 0.55],
        [r, top + r * 1.2],
        [r * 0.72, top + r * 1.8],
        [0, top + r * 2],
      ])
    : oval(c, r, r, 16, -Math.PI / 2)
  piece(sk, rng, ring, metal, { widthMm: r * 2, shadow: { towards: normalize([1, 1]), depth: r * 0.6 } })
  gleam(sk, [c[0] - r * 0.35, c[1] - r * 0.25], r * 0.26)
  return ring
}

/** A faceted spire pommel with a jewel: the ornate dagger's finish. */
function spirePommel(sk: Sketch, rng: Random, top: number, r: number, metal: string, jewel: string): Pt[] {
  const ring = mirrored([
    [0, top],
    [r * 0.2, top + r * 0.25],
    [r * 0.5, top + r * 0.7],
    [r * 1.05, top + r * 1.3],
    [r * 0.8, top + r * 1.85],
    [0, top + r * 2.05],
  ])
  piece(sk, rng, ring, metal, { widthMm: r * 2, shadow: { towards: normalize([1, 1]), depth: r * 0.6 } })
  const w = sk.style.weights
  const jr = Math.min(r * 0.42, r * 0.75 - w.outline / 2 - w.inner / 2 - 1.0)
  if (jr >= w.inner + 0.7 && !massive(sk)) {
    const stone = oval([0, top + r * 1.3], jr, jr, 12)
    piece(sk, rng.fork('jewel'), stone, jewel, { widthMm: jr * 2, weight: 'inner' })
    gleam(sk, [-jr * 0.3, top + r * 1.3 - jr * 0.3], jr * 0.3)
  }
  return ring
}
