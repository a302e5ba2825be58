import {
  apply,
  compose,
  lerp,
  rotation,
  scaling,
  segmentDistance,
  translation,
  type Matrix,
  type Pt,
} from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { SubjectModel } from '../model.ts'
import { ellipse } from '../../flowers/sprig-kit.ts'
import { PALE } from './kit.ts'
import { countFor, drawBuilt, twins, type Built, type InnerLine, type Part } from './parts.ts'

const ORANGE = '#e87722'
const BORDER = '#111111'
const EYE_BLUE = '#1d4e89'

/**
 * The butterfly: seen from the front with its wings open, the two halves exact mirror images,
 * each wing veined, edged with a dark band of pale spots, the hind wing with an eye spot; seen
 * from the side at rest with its wings closed over its back; or in flight at three quarters, the
 * far wings foreshortened.
 */
export const BUTTERFLY: SubjectModel = {
  id: 'butterfly',
  shape: 'flier',
  aspects: [1.34, 1.1, 0.86],
  draw(sk, _rng, frame) {
    const colour = frame.colour ?? ORANGE
    return drawBuilt(sk, _rng, frame, (S) =>
      frame.form === 1 ? resting(sk, S, colour) : frame.form === 2 ? flying(sk, S, colour) : open(sk, S, colour),
    )
  },
}

interface WingShape {
  outline: Pt[]
  /** Indexes of the outline's outer margin, where the dark band runs. */
  margin: [number, number]
  base: Pt
}

const FORE: WingShape = {
  outline: [
    [0.06, -0.1],
    [0.34, -0.46],
    [0.62, -0.72],
    [0.9, -0.7],
    [0.96, -0.55],
    [0.86, -0.3],
    // The corner sits inside the hind wing, so the margin crosses the hind wing's edge squarely.
    [0.68, -0.02],
    [0.42, 0.04],
    [0.08, 0.02],
  ],
  margin: [2, 6],
  base: [0.06, -0.06],
}

const HIND: WingShape = {
  outline: [
    [0.06, 0.0],
    [0.5, 0.04],
    [0.72, 0.18],
    [0.74, 0.38],
    [0.6, 0.58],
    [0.36, 0.7],
    [0.2, 0.62],
    [0.06, 0.36],
  ],
  margin: [2, 6],
  base: [0.06, 0.04],
}

/** One wing in its pattern: veins from the base, a dark border with pale spots, an eye spot on the hind wing. */
function wingPattern(sk: Sketch, w: WingShape, S: number, m: Matrix, colour: string, eyeSpot: boolean): Part[] {
  const P = (p: Pt): Pt => apply(m, [p[0] * S, p[1] * S])
  const outline = w.outline.map(P)
  const base = P(w.base)
  const margin = w.outline.slice(w.margin[0], w.margin[1] + 1).map(P)
  const bandMm = 0.13 * S
  const inner = margin.map((p) => lerp(p, base, bandMm / Math.hypot(p[0] - base[0], p[1] - base[1])))
  const eye = eyeSpot ? { c: lerp(base, lerp(margin[1]!, margin[2]!, 0.5), 0.62), R: 0.1 * S } : null
  const veins: InnerLine[] = []
  const count = countFor(sk, 0.8 * S, 6, 2, 5)
  const ends = Array.from({ length: count }, (_, i) => {
    const x = ((i + 0.5) / count) * (inner.length - 1)
    return lerp(inner[Math.floor(x)]!, inner[Math.min(inner.length - 1, Math.floor(x) + 1)]!, x % 1)
  })
  const angles = ends.map((e) => Math.atan2(e[1] - base[1], e[0] - base[0]))
  const apart = Math.min(...angles.slice(1).map((a, i) => Math.abs(a - angles[i]!)), 1)
  // Veins fan from the base but start where neighbours already lie a needle's paper apart.
  const start = (sk.style.weights.detail + 0.7) / Math.max(apart, 0.05)
  ends.forEach((end) => {
    const length = Math.hypot(end[0] - base[0], end[1] - base[1])
    const from = lerp(base, end, Math.min(0.5, Math.max(0.15, start / length)))
    // A vein grazing the eye spot would pinch paper against its ring: it is left out.
    if (eye) {
      const miss = segmentDistance(eye.c, from, end)
      if (miss > eye.R * 0.5 && miss < eye.R + sk.style.weights.outline + 0.8) return
    }
    // It stops a needle's paper short of the band: touching it at a slant would pinch a sliver.
    const stop = lerp(end, base, (sk.style.weights.outline / 2 + sk.style.weights.detail / 2 + 0.7) / length)
    veins.push({ pts: [from, lerp(from, stop, 0.55), stop], weight: 'detail', room: 6 })
  })
  const span = Math.hypot(margin[0]![0] - base[0], margin[0]![1] - base[1])
  const parts: Part[] = [{ outline, ink: { colour, shadow: [0, 1], widthMm: span }, lines: veins }]
  const band = [...margin, ...inner.slice().reverse()]
  parts.push({ outline: band, ink: { colour: BORDER, tone: 'dark', widthMm: bandMm }, outer: false })
  // Pale spots along the band, as many as hold their own paper.
  const spots = countFor(sk, 0.9 * S, 5, 2, 6)
  const r = Math.max(bandMm * 0.22, sk.style.weights.detail)
  if (bandMm > r * 2 + sk.style.weights.outline * 2 + 1)
    for (let i = 0; i < spots; i++) {
      const t = (i + 0.5) / spots
      const x = t * (margin.length - 1)
      const k = Math.floor(x)
      const mid = lerp(
        lerp(margin[k]!, margin[Math.min(margin.length - 1, k + 1)]!, x - k),
        lerp(inner[k]!, inner[Math.min(inner.length - 1, k + 1)]!, x - k),
        0.5,
      )
      parts.push({ outline: ellipse(mid, r, r, 8), ink: { colour: PALE, widthMm: r * 2, weight: 'detail' }, outer: false })
    }
  if (eye) {
    const { c, R } = eye
    parts.push(
      { outline: ellipse(c, R, R, 12), ink: { colour: BORDER, tone: 'dark', widthMm: R * 2 }, outer: false },
      { outline: ellipse(c, R * 0.55, R * 0.55, 10), ink: { colour: EYE_BLUE, widthMm: R * 1.1, weight: 'inner' }, outer: false },
    )
  }
  return parts
}

/** Head, thorax and a segmented abdomen along the y axis, with clubbed antennae. */
function body(sk: Sketch, S: number, m: Matrix = scaling(1), lean = 0): Part[] {
  const P = (x: number, y: number): Pt => apply(m, [x * S, y * S])
  const abdomen: Pt[] = [P(0, -0.04), P(0.05, 0.06), P(0.045, 0.3), P(0, 0.44), P(-0.045, 0.3), P(-0.05, 0.06)]
  // Broad shoulders: the thorax covers where the forewings meet it, leaving no crevice by the head.
  const thorax: Pt[] = [P(0, -0.22), P(0.1, -0.17), P(0.07, -0.02), P(0, 0.05), P(-0.07, -0.02), P(-0.1, -0.17)]
  const head: Pt[] = ellipse([0, -0.24], 0.045, 0.04, 10).map(([x, y]) => P(x, y))
  const segments: InnerLine[] = [0.12, 0.2, 0.28].map((y) => ({
    pts: [P(-0.04, y), P(0, y + 0.02), P(0.04, y)],
    weight: 'detail',
    room: 3,
  }))
  const antenna = (k: number): Part => {
    // Nearly upright, so the stalks keep clear of the forewings' leading edges.
    // `lean` swings both towards one side (in flight, away from the far wings).
    const tip = P(k * 0.17 + lean * 0.2, -0.66)
    // Leaving the head square to its edge, in a wide V: no sliver of paper where they part.
    const stalk: Pt[] = [
      P(0, -0.24),
      P(k * 0.05 + lean * 0.02, -0.31),
      P(k * 0.065 + lean * 0.06, -0.42),
      P(k * 0.11 + lean * 0.14, -0.56),
      tip,
    ]
    const club = ellipse(tip, 0.03 * S, 0.03 * S, 8)
    // The stalk stops at the club's edge: inside it, it would leave specks of paper.
    stalk[stalk.length - 1] = lerp(
      tip,
      stalk[stalk.length - 2]!,
      (0.03 * S) / Math.hypot(tip[0] - stalk[stalk.length - 2]![0], tip[1] - stalk[stalk.length - 2]![1]),
    )
    return {
      outline: club,
      ink: { colour: BORDER, tone: 'dark', widthMm: 0.06 * S },
      lines: [{ pts: stalk, weight: 'inner', room: 0, outside: true }],
    }
  }
  void sk
  return [
    antenna(1),
    antenna(-1),
    { outline: abdomen, ink: { colour: BORDER, tone: 'dark', widthMm: 0.09 * S }, lines: segments },
    { outline: thorax, ink: { colour: BORDER, tone: 'dark', widthMm: 0.11 * S } },
    { outline: head, ink: { colour: BORDER, tone: 'dark', widthMm: 0.08 * S } },
  ]
}

function open(sk: Sketch, S: number, colour: string): Built {
  const id = scaling(1)
  const half = [...wingPattern(sk, HIND, S, id, colour, true), ...wingPattern(sk, FORE, S, id, colour, false)]
  const { left, right } = twins(half, 'wing')
  return {
    parts: [...left, ...right, ...body(sk, S)],
    anchors: {
      focus: [0, -0.1 * S],
      axis: [
        [0, 0.44 * S],
        [0, -0.62 * S],
      ],
      girth: 0.06 * S,
    },
  }
}

function flying(sk: Sketch, S: number, colour: string): Built {
  const tilt = rotation(-0.3)
  // The far wings turn away: narrower, and drawn behind the body.
  // Set a little lower, its leading edge keeps clear of the head and antennae.
  const far = compose(tilt, translation(0, 0.05 * S), scaling(-0.5, 0.95))
  const near = tilt
  return {
    parts: [
      ...wingPattern(sk, HIND, S, far, colour, true),
      ...wingPattern(sk, FORE, S, far, colour, false),
      ...body(sk, S, tilt, 1),
      ...wingPattern(sk, HIND, S, near, colour, true),
      ...wingPattern(sk, FORE, S, near, colour, false),
    ],
    anchors: {
      focus: apply(tilt, [0, -0.1 * S]),
      axis: [apply(tilt, [0, 0.44 * S]), apply(tilt, [0, -0.62 * S])],
      girth: 0.06 * S,
    },
  }
}

/** At rest from the side: the wings closed upright over the back (we see their undersides), the body below. */
function resting(sk: Sketch, S: number, colour: string): Built {
  // The body lies along x (head to the right); the wings rise from the thorax.
  const lie = rotation(Math.PI / 2)
  const wingsUp = compose(rotation(-0.25), scaling(1.05, 1.05))
  const hind = wingPattern(sk, HIND, S, compose(rotation(-Math.PI / 2 - 0.5), scaling(1.1)), colour, true)
  const fore = wingPattern(sk, FORE, S, compose(rotation(-Math.PI / 2 + 0.35), wingsUp), colour, false)
  // Three thin legs from the thorax, splayed so their feet stand well apart.
  const legs: Part = {
    outline: [],
    ink: { colour: BORDER, widthMm: 0 },
    lines: [-0.1, 0.02, 0.14].map((x, i) => ({
      pts: [
        [(0.08 - i * 0.02) * S, 0.02 * S],
        [(x + 0.02) * S, 0.09 * S],
        [(x - 0.03) * S, 0.15 * S],
      ] as Pt[],
      weight: 'inner' as const,
      taper: 0.2,
    })),
    bare: true,
  }
  return {
    parts: [...hind, legs, ...body(sk, S, compose(rotation(0), lie)).slice(0, 2), ...fore, ...body(sk, S, lie).slice(2)],
    anchors: {
      focus: [0.2 * S, 0],
      perch: [0, 0.1 * S],
      axis: [
        [-0.44 * S, 0],
        [0.24 * S, 0],
      ],
      girth: 0.06 * S,
    },
  }
}
