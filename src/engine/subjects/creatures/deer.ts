import { lerp, type Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, PALE, stage, sym, tufts, type LocalAnchors, type Pen } from './kit.ts'

const COAT = '#b9773a'
const BONE = '#efe3c8'
const DARK_EYE = '#3a2415'

const ASPECTS = [0.87, 0.59] as const

/**
 * The stag: a front-facing head crowned by symmetrical antlers, or its head and neck in profile
 * under a branching antler; tines counted from size. Flowers tuck in at the antlers' roots.
 */
export const DEER: SubjectModel = {
  id: 'deer',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => (form === 0 ? stagHead(pen) : profile(pen)))
  },
}

/**
 * One antler (the right one), rooted at `root`: a beam sweeping up and out with tines rising
 * from its inner side. Returns the beam's centre line (for spots) and the outlines drawn.
 */
function antler(pen: Pen, root: Pt, reach: number, tines: number, side: 1 | -1, cx: number): { beam: Pt[]; rings: Pt[][] } {
  const put = (pts: Pt[]) => (side === 1 ? pts : flipLine(pts, cx))
  // The beam sweeps out, then up; the tines rise from its upper side, the last one the crown.
  const beam: Pt[] = [
    root,
    [root[0] + reach * 0.32, root[1] - reach * 0.16],
    [root[0] + reach * 0.6, root[1] - reach * 0.5],
    [root[0] + reach * 0.72, root[1] - reach * 0.95],
  ]
  const w0 = Math.max(6.5, pen.lines(2.8))
  const specs: { path: Pt[]; w0: number; w1: number }[] = [{ path: put(beam), w0, w1: w0 * 0.35 }]
  // Tines need their own width and open paper between them along the beam.
  const along = reach * 1.25 * 0.36
  const room = Math.floor(along / (w0 * 0.75 + pen.lines(2.2))) + 1
  const count = Math.max(2, Math.min(tines, room))
  for (let i = 0; i < count; i++) {
    const t = 0.28 + (0.36 * i) / Math.max(1, count - 1)
    const at = pointOn(beam, t)
    const length = reach * (0.42 - 0.14 * t)
    const tip: Pt = [at[0] - length * (0.2 + 0.3 * t), at[1] - length]
    const mid: Pt = [at[0] - length * 0.02, at[1] - length * 0.5]
    specs.push({ path: put([at, mid, tip]), w0: w0 * 0.75, w1: w0 * 0.3 })
  }
  const rings = pen.limbs(specs, BONE, [side * 0.7, 0.7])
  return { beam: put(beam), rings }
}

function pointOn(path: readonly Pt[], t: number): Pt {
  const k = t * (path.length - 1)
  const i = Math.min(path.length - 2, Math.floor(k))
  return lerp(path[i]!, path[i + 1]!, k - i)
}

/** Head from the front, 100 × 100 units, centred on x = 50. */
function stagHead(pen: Pen): LocalAnchors {
  const cx = 50
  const tines = countFor(pen, 90, 10, 2, 4)
  const rings: Pt[][] = []
  const beams: Pt[][] = []
  for (const side of [1, -1] as const) {
    const a = antler(pen, [55.5, 44], 58, tines, side, cx)
    rings.push(...a.rings)
    beams.push(a.beam)
  }

  // Ears: long leaves held out sideways.
  for (const side of [1, -1] as const) {
    const ear: Pt[] = [
      [60, 52],
      [70, 46],
      [83, 45],
      [88, 48],
      [80, 55],
      [66, 60],
    ]
    const inner: Pt[] = [
      [65, 54],
      [73, 49],
      [83, 48],
      [76, 53.5],
      [67, 56.5],
    ]
    pen.part(side === 1 ? ear : flip(ear, cx), COAT)
    if (pen.across(8) > 3.5) pen.part(side === 1 ? inner : flip(inner, cx), PALE, { weight: 'inner' })
    rings.push(side === 1 ? ear : flip(ear, cx))
  }

  const head = sym(
    [
      [cx, 37],
      [57, 38],
      [63, 43],
      [65, 52],
      [62, 64],
      [58.5, 78],
      [59.5, 88],
      [58, 96.5],
      [cx, 99.5],
    ],
    cx,
  )
  pen.part(head, COAT, { shadow: [0, 1], depth: 6 })
  rings.push(head)
  // A darker blaze down the forehead.
  const blaze = sym(
    [
      [cx, 36],
      [56, 36],
      [54.5, 46],
      [52, 58],
      [cx, 70],
    ],
    cx,
  )
  pen.dark(blaze, COAT, [0, -1])

  // The pale muzzle is colour only; its top shows as a soft line that stops short of the jaw.
  pen.tint(
    sym(
      [
        [cx, 80],
        [56, 81],
        [62, 88],
        [62, 104],
        [cx, 104],
      ],
      cx,
    ),
    PALE,
  )
  if (pen.across(10) > 4)
    pen.line(
      [
        [54.5, 82.5],
        [cx, 80.5],
        [45.5, 82.5],
      ],
      'detail',
      0.4,
    )
  const nose = sym(
    [
      [cx, 85],
      [53, 85.5],
      [54, 89],
      [52, 92],
      [cx, 93],
    ],
    cx,
  )
  pen.mass(nose, 'inner')

  eye(pen, [54, 58.5], [60, 55.5], { iris: DARK_EYE, open: 0.55 })
  eye(pen, [46, 58.5], [40, 55.5], { iris: DARK_EYE, open: 0.55 })
  const spotAt = (b: Pt[], t: number) => pointOn(b, t)
  return {
    silhouette: rings,
    perch: spotAt(beams[0]!, 1),
    focus: [cx, 62],
    spots: [spotAt(beams[0]!, 0.15), spotAt(beams[1]!, 0.15), spotAt(beams[0]!, 0.45), spotAt(beams[1]!, 0.45), [cx, 38]],
  }
}

/** A profile antler rooted at `root`: the beam sweeps up and back, the tines reach forward. */
function sideAntler(pen: Pen, root: Pt, reach: number, colour: string): { beam: Pt[]; rings: Pt[][] } {
  const beam: Pt[] = [
    root,
    [root[0] + reach * 0.3, root[1] - reach * 0.32],
    [root[0] + reach * 0.38, root[1] - reach * 0.72],
    [root[0] + reach * 0.2, root[1] - reach],
  ]
  const w0 = Math.max(6.5, pen.lines(2.8))
  const specs: { path: Pt[]; w0: number; w1: number }[] = [{ path: beam, w0, w1: w0 * 0.35 }]
  const room = Math.floor((reach * 0.5) / (w0 * 0.75 + pen.lines(2.2))) + 1
  const count = Math.max(2, Math.min(countFor(pen, 70, 10, 2, 4), room))
  for (let i = 0; i < count; i++) {
    const t = 0.2 + (0.45 * i) / Math.max(1, count - 1)
    const at = pointOn(beam, t)
    const length = reach * (0.4 - 0.12 * t)
    const tip: Pt = [at[0] - length * 0.75, at[1] - length * 0.65]
    specs.push({ path: [at, [at[0] - length * 0.45, at[1] - length * 0.2], tip], w0: w0 * 0.75, w1: w0 * 0.3 })
  }
  return { beam, rings: pen.limbs(specs, colour, [0.7, 0.7]) }
}

/** Head and neck in profile facing left, under one branching antler (the far one behind it). */
function profile(pen: Pen): LocalAnchors {
  const throat = tufts(
    [
      [46, 100],
      [40, 84],
      [34, 72],
    ],
    countFor(pen, 30, 6, 1, 4),
    Math.max(5, pen.lines(1.8)),
    1,
    0.6,
  )
  const head: Pt[] = [
    [4, 60],
    [8, 55.5],
    [22, 47],
    [36, 39],
    [46, 36],
    [56, 40],
    [64, 52],
    [72, 74],
    [80, 100],
    ...throat,
    [26, 70.5],
    [11, 68.5],
    [6, 66],
    [2.5, 63],
  ]
  // Ear laid back behind the head's outline.
  const ear: Pt[] = [
    [54, 43],
    [64, 34],
    [76, 29.5],
    [77.5, 31.5],
    [71, 39.5],
    [61, 47],
  ]
  pen.part(ear, COAT)
  pen.part(head, COAT, { shadow: [0.3, 1], depth: 6 })
  pen.tint(
    [
      [0, 58],
      [12, 62],
      [30, 70],
      [44, 100],
      [0, 100],
    ],
    PALE,
  )
  pen.dark(
    [
      [40, 30],
      [66, 40],
      [90, 100],
      [70, 100],
      [58, 60],
      [46, 44],
    ],
    COAT,
    [1, 0],
  )
  const nose: Pt[] = [
    [-2, 59],
    [6, 56.5],
    [9, 59],
    [8, 63],
    [2, 70],
  ]
  // Cut to the head, the nose meets the outline on the outline's own line.
  pen.stripe(nose)
  if (pen.across(8) > 4)
    pen.line(
      [
        [7, 66],
        [13, 65.5],
      ],
      'inner',
      0.3,
    )
  eye(pen, [27, 52.5], [34.5, 49.5], { iris: DARK_EYE, open: 0.5 })
  const near = sideAntler(pen, [44, 38], 68, BONE)
  return {
    silhouette: [head, ear, ...near.rings],
    perch: pointOn(near.beam, 1),
    focus: [30, 52],
    spots: [pointOn(near.beam, 0.1), [52, 36], pointOn(near.beam, 0.4), [46, 100], [80, 100]],
  }
}
