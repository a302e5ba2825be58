import { lerp, type Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, PALE, stage, sym, type LocalAnchors, type Pen } from './kit.ts'

const COAT = '#b9773a'
const BONE = '#efe3c8'
const DARK_EYE = '#3a2415'

const ASPECTS = [1] as const

/** The stag: a front-facing head crowned by symmetrical antlers, their tines counted from size. */
export const DEER: SubjectModel = {
  id: 'deer',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => stagHead(pen))
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
      [59, 88],
      [57, 96.5],
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
      [53.5, 85.5],
      [55, 89],
      [52.5, 92],
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
