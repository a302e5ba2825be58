import type { Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, PALE, stage, sym, tufts, wedge, type LocalAnchors, type Pen } from './kit.ts'

const ORANGE = '#e87722'
const MOUTH = '#7a1a1a'
const NOSE = '#c26a5a'
const EYE = '#d9c22e'

const ASPECTS = [1.1, 1.1] as const

/**
 * The flash tiger: a head from the front, snarling with four fangs or calm and staring, white
 * ruffs, stripes as tapered black wedges counted from size.
 */
export const TIGER: SubjectModel = {
  id: 'tiger',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => face(pen, form === 0))
  },
}

/** Head from the front, snarling or calm, 100 × 100 units, centred on x = 50. */
function face(pen: Pen, snarling: boolean): LocalAnchors {
  const cx = 50
  const rng = pen.rng
  const ruff = countFor(pen, 50, 6, 3, 5)
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
  const brow = Math.max(1, Math.min(2, count - 1))
  for (let i = 0; i < brow; i++) {
    const y = 20 + i * 6.5
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
      [cx, 46],
      [55.5, 48.5],
      [63, 56],
      [70, 68],
      [68, 80],
      [60, 90],
      [cx, 93],
    ],
    cx,
  )
  if (snarling) pen.part(muzzle, PALE, { weight: 'inner' })
  else {
    // Calm, the muzzle is only paler fur; the whisker pads carry the line.
    pen.tint(muzzle, PALE)
    const pad: Pt[] = [
      [58, 63],
      [61.5, 63.5],
      [64, 68],
      [63, 72.5],
    ]
    pen.line(pad, 'inner', 0.3)
    pen.line(flipLine(pad, cx), 'inner', 0.3)
  }
  const nose = sym(
    [
      [cx, 53.5],
      [54.5, 53.5],
      [57.5, 56],
      [54.5, 60.5],
      [cx, 62.5],
    ],
    cx,
  )
  pen.part(nose, NOSE, { weight: 'inner' })
  if (!pen.sk.inColour) pen.ink(nose)

  if (!snarling) {
    calmMouth(pen, cx)
    return anchors(head, cx)
  }
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
      [51.5, 92],
      [56.5, 92],
      [55.3, 84],
      [54, 82],
      [52.7, 84],
    ]
    pen.partWithin(side === 1 ? upper : flip(upper, cx), mouth, PALE)
    pen.partWithin(side === 1 ? lower : flip(lower, cx), mouth, PALE)
  }

  return anchors(head, cx)
}

function anchors(head: Pt[], cx: number): LocalAnchors {
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

/** A closed mouth: the split under the nose, the lips curving over the whisker pads, their spots. */
function calmMouth(pen: Pen, cx: number): void {
  pen.line(
    [
      [cx, 62],
      [cx, 70],
    ],
    'inner',
    0,
  )
  const lip: Pt[] = [
    [cx, 70],
    [54, 74],
    [57.5, 73.5],
  ]
  pen.line(lip, 'inner', 0.3)
  pen.line(flipLine(lip, cx), 'inner', 0.3)
  const chin: Pt[] = [
    [55, 81],
    [cx, 84],
    [45, 81],
  ]
  if (pen.across(10) > 4) pen.line(chin, 'inner', 0.4)
  if (pen.across(30) > 12)
    for (const [x, y] of [
      [57, 65],
      [61, 67],
      [57.5, 69],
    ] as Pt[]) {
      pen.dot([x, y], pen.w.detail * 1.6)
      pen.dot([2 * cx - x, y], pen.w.detail * 1.6)
    }
}
