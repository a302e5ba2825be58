import type { Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, PALE, stage, sym, tufts, wedge, type LocalAnchors, type Pen } from './kit.ts'

const ORANGE = '#e87722'
const MOUTH = '#7a1a1a'
const NOSE = '#c26a5a'
const EYE = '#d9c22e'

const ASPECTS = [1] as const

/** The flash tiger: a snarling head from the front, white ruffs, stripes as tapered black wedges. */
export const TIGER: SubjectModel = {
  id: 'tiger',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => snarl(pen))
  },
}

/** Head from the front, snarling, 100 × 100 units, centred on x = 50. */
function snarl(pen: Pen): LocalAnchors {
  const cx = 50
  const rng = pen.rng
  const ruff = countFor(pen, 50, 6, 2, 5)
  const fur = tufts(
    [
      [83, 26],
      [96, 46],
      [94, 66],
      [80, 82],
    ],
    ruff,
    Math.max(7, pen.lines(2.4)),
    1,
    0.8,
  )
  // Where the ruff parts between tufts: the cheek stripes start there.
  const notches = fur.filter((_, i) => i % 3 === 0 && i > 0 && i < fur.length - 1)
  const right: Pt[] = [
    [cx, 13],
    [58, 12.5],
    [63, 5],
    [71, 2],
    [78, 7],
    [78, 16],
    [83, 26],
    ...fur.slice(1),
    [68, 90],
    [58, 96],
    [cx, 97],
  ]
  const head = sym(right, cx)
  pen.part(head, ORANGE)
  // The pale ruffs down the cheeks and under the jaw.
  const ruffs = sym(
    [
      [cx, 74],
      [66, 66],
      [78, 50],
      [99, 44],
      [99, 100],
      [cx, 100],
    ],
    cx,
  )
  pen.tint(ruffs, PALE)

  // Stripes: tapered wedges, on the brow from the top, on the cheeks from the edge, counted from size.
  const count = countFor(pen, 36, 4.6, 2, 4)
  const roots: Pt[] = notches.length > 0 ? notches : [[96, 50]]
  roots.forEach((root, i) => {
    const r = rng.fork(`stripe${i}`)
    const t = (root[1] - 26) / 56
    // From just outside the parting in towards the eyes, lower ones longer and flatter.
    const cheek = wedge(
      [root[0] + 4, root[1] - 1],
      Math.PI + 0.3 - t * 0.55,
      22 + t * 6 + r.range(-1, 1),
      Math.max(7, pen.lines(2.4)),
      -0.2 + t * 0.2,
    )
    pen.stripe(cheek)
    pen.stripe(flip(cheek, cx))
  })
  const brow = Math.max(1, count - 1)
  for (let i = 0; i < brow; i++) {
    const y = 18 + i * 6.5
    const w = wedge([cx - 1, y], 0.05, 12 - i * 1.5, 4.2 - i * 0.4, 0.15)
    pen.stripe(w)
    pen.stripe(flip(w, cx))
  }
  // Ears: dark inside in bold black work and colour, a single inner contour in fine work.
  const earDark: Pt[] = [
    [60.5, 16],
    [60, -3],
    [82, -3],
    [81, 18],
  ]
  for (const side of [1, -1] as const) {
    if (pen.solidDark || pen.sk.inColour) pen.dark(side === 1 ? earDark : flip(earDark, cx), ORANGE)
    else if (pen.across(10) > 5)
      pen.line(
        side === 1
          ? [
              [65.5, 12],
              [68, 7],
              [73, 6.5],
              [75, 11],
            ]
          : flipLine(
              [
                [65.5, 12],
                [68, 7],
                [73, 6.5],
                [75, 11],
              ],
              cx,
            ),
        'inner',
        0.4,
      )
  }

  // Brows pulled down and the eyes under them.
  eye(pen, [56, 44], [68, 39], { iris: EYE })
  eye(pen, [44, 44], [32, 39], { iris: EYE })
  const browLine: Pt[] = [
    [55, 38],
    [62, 34],
    [70, 33.5],
  ]
  pen.line(browLine, 'outline', 0.4)
  pen.line(flipLine(browLine, cx), 'outline', 0.4)

  // The muzzle: pale whisker pads drawn up in the snarl, the nose wrinkled above.
  const muzzle = sym(
    [
      [cx, 44],
      [56, 47],
      [64, 55],
      [70, 68],
      [68, 80],
      [60, 90],
      [cx, 93],
    ],
    cx,
  )
  pen.part(muzzle, PALE, { weight: 'inner' })
  const nose = sym(
    [
      [cx, 53],
      [55, 53],
      [59, 56],
      [55, 60.5],
      [cx, 62.5],
    ],
    cx,
  )
  pen.part(nose, NOSE, { weight: 'inner' })
  if (!pen.sk.inColour) pen.ink(nose)

  // The open mouth with four fangs.
  const mouth = sym(
    [
      [cx, 66],
      [56, 65],
      [63, 69],
      [63, 77],
      [58, 85],
      [cx, 87],
    ],
    cx,
  )
  pen.part(mouth, MOUTH, { weight: 'inner' })
  if (!pen.sk.inColour) pen.ink(mouth)
  // Fangs cut to the mouth, so each meets the lip on the lip's own line.
  for (const side of [1, -1] as const) {
    const upper: Pt[] = [
      [54.5, 60],
      [61.5, 60],
      [59.5, 71],
      [57.5, 74.5],
      [55.5, 72],
    ]
    const lower: Pt[] = [
      [53.5, 92],
      [59.5, 92],
      [58, 84],
      [56.3, 82],
      [54.8, 84],
    ]
    pen.partWithin(side === 1 ? upper : flip(upper, cx), mouth, PALE)
    pen.partWithin(side === 1 ? lower : flip(lower, cx), mouth, PALE)
  }

  return {
    silhouette: [head],
    perch: [cx, 13],
    focus: [cx, 55],
    spots: [
      [90, 70],
      [10, 70],
      [72, 90],
      [28, 90],
      [cx, 97],
    ],
  }
}
