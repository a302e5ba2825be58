import { lerp, polar, type Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, PALE, stage, sym, tufts, type LocalAnchors, type Pen } from './kit.ts'

const FACE = '#e9b04a'
const MANE = '#d9731f'
const MANE_DEEP = '#a8501a'
const NOSE = '#b5503c'
const MOUTH_DARK = '#7a1a1a'

const ASPECTS = [1, 0.85] as const

/**
 * The flash lion: a front-facing head in a full mane of flame-like locks, or roaring in profile
 * with its mane swept back. Lock count from size; a yellow face and orange mane in colour.
 */
export const LION: SubjectModel = {
  id: 'lion',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => (form === 0 ? frontHead(pen) : roaring(pen)))
  },
}

/**
 * A lock of mane as a flame: from a broad root at `root` out towards `angle`, `length` long,
 * its tip flicking to one side (`curl`, radians).
 */
export function flameLock(root: Pt, angle: number, length: number, width: number, curl: number): Pt[] {
  const at = (t: number, side: number): Pt => {
    const a = angle + curl * t * t
    const along = polar(angle + curl * t * 0.5, length * t, root)
    const half = width * 0.5 * side * (1 - t) ** 0.8
    return [along[0] - Math.sin(a) * half, along[1] + Math.cos(a) * half]
  }
  const tip = polar(angle + curl * 0.7, length, root)
  return [at(0, 1), at(0.35, 1.05), at(0.7, 1), tip, at(0.72, -0.7), at(0.4, -1), at(0, -1)]
}

/** Head from the front, 100 × 100 units, centred on x = 50. */
function frontHead(pen: Pen): LocalAnchors {
  const cx = 50
  const c: Pt = [cx, 50]
  // Mane: one mass whose edge breaks into locks swept down both sides, as many as the line
  // lets stay open, with a strand from each parting in towards the face.
  const locks = countFor(pen, 150, 8.5, 5, 9)
  const half = tufts(
    [
      [cx + 5, 1],
      [78, 6],
      [95, 30],
      [97, 58],
      [86, 84],
      [66, 97],
      [cx + 5, 100],
    ],
    locks,
    Math.max(10, pen.lines(3.5)),
    1,
    0.9,
  )
  const mane = sym([[cx, 0.8], ...half, [cx, 100.2]], cx)
  pen.part(mane, MANE, { shadow: [0, 1], depth: 6 })
  // The partings between locks, top to bottom down the right side; a strand runs in from each.
  const partings = half.filter((_, i) => i % 3 === 0 && i > 0 && i < half.length - 1)
  // Each strand stops short of its parting: a line running into the notch at a slant would
  // pinch a sliver of paper against the edge.
  const short = Math.max(4, pen.lines(1.8))
  const strandOf = (p: Pt): Pt[] => {
    const from = lerp(c, p, 0.7)
    const to = lerp(p, c, short / Math.hypot(p[0] - c[0], p[1] - c[1]))
    const mid = lerp(from, to, 0.5)
    return [from, [mid[0] + (p[1] - c[1]) * 0.05, mid[1] - (p[0] - c[0]) * 0.05], to]
  }
  // Every other lock deepens: solid in blackwork, a darker orange in colour.
  if (pen.solidDark || pen.sk.inColour) {
    const bounds: Pt[] = [[cx, -20], ...partings, [cx, 130]]
    for (let k = 1; k + 1 < bounds.length; k += 2) {
      const far = (p: Pt): Pt => lerp(c, p, 1.6)
      const lock: Pt[] = [lerp(c, bounds[k]!, 0.3), far(bounds[k]!), far(bounds[k + 1]!), lerp(c, bounds[k + 1]!, 0.3)]
      pen.dark(lock, MANE)
      pen.dark(flip(lock, cx), MANE)
    }
  }
  for (const p of partings) {
    pen.line(strandOf(p), 'inner', 0.5)
    pen.line(flipLine(strandOf(p), cx), 'inner', 0.5)
  }

  // Ears: round, half hidden in the mane.
  for (const side of [1, -1] as const) {
    const ear: Pt[] = [
      [64, 34],
      [63, 18],
      [70.5, 13.5],
      [77, 16.5],
      [77, 25],
      [66, 38],
    ]
    const e = side === 1 ? ear : flip(ear, cx)
    pen.part(e, FACE)
    // Inside the ear: dark fur reaching down behind the face in bold work, one contour in fine.
    const inside: Pt[] = [
      [66, 36],
      [66.5, 20],
      [71.5, 17],
      [74, 21],
      [73, 36],
    ]
    const contour: Pt[] = [
      [66.5, 26],
      [67.5, 20],
      [72, 17.5],
      [74, 21.5],
    ]
    // Solid black work inks the whole ear, leaving no rim of paper to close up.
    const whole: Pt[] = [
      [60, 40],
      [58, 8],
      [82, 8],
      [82, 40],
    ]
    if (pen.solidDark) pen.dark(side === 1 ? whole : flip(whole, cx), MANE_DEEP)
    else if (pen.sk.inColour) pen.dark(side === 1 ? inside : flip(inside, cx), MANE_DEEP)
    else if (pen.across(8) > 3.2) pen.line(side === 1 ? contour : flipLine(contour, cx), 'inner', 0.4)
  }

  const face = sym(
    [
      [cx, 21],
      [60, 22],
      [69, 28],
      [73, 40],
      [73, 53],
      [69, 65],
      [62, 75],
      [56, 81],
      [cx, 83],
    ],
    cx,
  )
  pen.part(face, FACE, { shadow: [0, 1], depth: 8 })

  // The muzzle: pale from the whisker pads down to the chin, the pads rimmed by a line that
  // stops short of the jaw rather than meeting it at a slant.
  pen.tint(
    sym(
      [
        [cx, 58],
        [57, 59],
        [64, 64],
        [67, 72],
        [64, 84],
        [cx, 90],
      ],
      cx,
    ),
    PALE,
  )
  const pad: Pt[] = [
    [53, 61],
    [57.5, 61.5],
    [61, 64.5],
    [61.5, 68.5],
    [59.5, 72],
  ]
  if (pen.across(8) > 4) {
    pen.line(pad, 'inner', 0.3)
    pen.line(flipLine(pad, cx), 'inner', 0.3)
  }
  if (pen.across(30) > 12) {
    for (const [x, y] of [
      [57.5, 66.5],
      [61, 68.5],
      [58, 70.5],
    ] as Pt[]) {
      pen.dot([x, y], pen.w.detail * 1.6)
      pen.dot([2 * cx - x, y], pen.w.detail * 1.6)
    }
  }

  // Brow ridge and the long bridge of the nose.
  const brow: Pt[] = [
    [53, 37],
    [60, 34.5],
    [67, 36],
  ]
  pen.line(brow, 'outline', 0.35)
  pen.line(flipLine(brow, cx), 'outline', 0.35)
  eye(pen, [53.5, 42.5], [66, 40.5], { open: 0.4 })
  eye(pen, [46.5, 42.5], [34, 40.5], { open: 0.4 })
  if (pen.across(20) > 7) {
    const bridge: Pt[] = [
      [53, 46],
      [54.5, 54],
      [55.5, 59],
    ]
    pen.line(bridge, 'inner', 0.4)
    pen.line(flipLine(bridge, cx), 'inner', 0.4)
  }
  const nose = sym(
    [
      [cx, 57],
      [55, 57],
      [59, 59.5],
      [56, 64],
      [cx, 67],
    ],
    cx,
  )
  pen.part(nose, NOSE, { weight: 'inner' })
  if (!pen.sk.inColour) pen.ink(nose)
  // The mouth: the split from the nose and the lips parting over the pads, when they have room.
  if (pen.across(12) > 5) {
    pen.line(
      [
        [cx, 67],
        [cx, 72],
      ],
      'inner',
      0,
    )
    const lip: Pt[] = [
      [cx, 72],
      [54, 75],
      [59, 74],
    ]
    pen.line(lip, 'inner', 0.3)
    pen.line(flipLine(lip, cx), 'inner', 0.3)
  }

  return {
    silhouette: [mane],
    perch: [cx, 4],
    focus: [cx, 52],
    spots: [
      [cx, 96],
      [14, 80],
      [86, 80],
      [6, 50],
      [94, 50],
    ],
  }
}

/** Head in profile facing left, roaring, its mane swept back behind it: 100 × 100 units. */
function roaring(pen: Pen): LocalAnchors {
  const c: Pt = [62, 50]
  const locks = countFor(pen, 190, 8.5, 6, 11)
  const edge = tufts(
    [
      [34, 16],
      [52, 2],
      [80, 4],
      [98, 30],
      [99, 64],
      [84, 92],
      [56, 100],
      [34, 90],
    ],
    locks,
    Math.max(10, pen.lines(3.5)),
    1,
    0.9,
  )
  const mane: Pt[] = [...edge, [30, 70], [30, 30]]
  pen.part(mane, MANE, { shadow: [1, 0.4], depth: 6 })
  const partings = edge.filter((_, i) => i % 3 === 0 && i > 0 && i < edge.length - 1)
  const short = Math.max(4, pen.lines(1.8))
  if (pen.solidDark || pen.sk.inColour)
    for (let k = 0; k + 1 < partings.length; k += 2) {
      const a = partings[k]!
      const b = partings[k + 1]!
      pen.dark([lerp(c, a, 0.35), lerp(c, a, 1.6), lerp(c, b, 1.6), lerp(c, b, 0.35)], MANE)
    }
  // Strands start clear of the head and ear, which cover the front of the mane.
  for (const p of partings.filter((p) => p[0] > 58)) {
    const from = lerp(c, p, 0.62)
    const to = lerp(p, c, short / Math.hypot(p[0] - c[0], p[1] - c[1]))
    const mid = lerp(from, to, 0.5)
    pen.line([from, [mid[0] + (p[1] - c[1]) * 0.06, mid[1] - (p[0] - c[0]) * 0.06], to], 'inner', 0.5)
  }

  // The ear, round, in front of the mane.
  const ear: Pt[] = [
    [46, 26],
    [48, 15],
    [56, 12],
    [61, 19],
    [56, 28],
  ]
  pen.part(ear, FACE)

  const head: Pt[] = [
    [44, 20],
    [34, 24],
    [24, 30],
    [15, 35],
    [11, 39],
    [11.5, 45],
    [14, 49],
    [36, 57],
    [22, 68],
    [21, 74],
    [28, 79],
    [40, 80],
    [52, 74],
    [58, 56],
    [56, 36],
    [52, 24],
  ]
  pen.part(head, FACE, { shadow: [0.3, 1], depth: 7 })
  // The open roar: the mouth dark, a fang above and below.
  const mouth: Pt[] = [
    [14, 49],
    [37, 57],
    [22, 68],
  ]
  pen.part(mouth, MOUTH_DARK, { weight: 'inner' })
  if (!pen.sk.inColour) pen.ink(mouth)
  pen.partWithin(
    [
      [13, 45],
      [21, 48],
      [18.5, 56],
      [17, 58],
    ],
    mouth,
    PALE,
  )
  pen.partWithin(
    [
      [19, 72],
      [26, 66],
      [22.5, 61],
      [21, 60],
    ],
    mouth,
    PALE,
  )
  const nose: Pt[] = [
    [9.5, 36],
    [15, 34],
    [18, 38],
    [15.5, 42],
    [10.5, 42],
  ]
  pen.mass(nose, 'inner')
  // The snarl wrinkles the bridge; the eye narrows under a heavy brow.
  if (pen.across(14) > 6)
    for (const k of [0, 1]) {
      pen.line(
        [
          [24 + k * 5, 33.5 - k * 2.5],
          [25.5 + k * 5, 37 - k * 2.5],
        ],
        'detail',
        0.4,
      )
    }
  eye(pen, [34, 37], [42, 34], { open: 0.32 })
  pen.line(
    [
      [32, 32],
      [38, 29],
      [45, 29.5],
    ],
    'outline',
    0.4,
  )
  if (pen.across(12) > 5)
    pen.line(
      [
        [38, 60],
        [42.5, 64.5],
        [44, 69],
      ],
      'inner',
      0.5,
    )
  return {
    silhouette: [mane, head],
    perch: [60, 4],
    focus: [34, 48],
    spots: [
      [56, 100],
      [86, 92],
      [99, 60],
      [34, 90],
      [96, 28],
    ],
  }
}
