import type { Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, PALE, stage, sym, tufts, type LocalAnchors, type Pen } from './kit.ts'

const FUR = '#8d96a3'

const ASPECTS = [0.96, 0.77] as const

/**
 * The wolf of flash sheets: a fierce front-facing head, ruff flared in tufts, heavy brows, strong
 * nose; or howling in profile, muzzle to the sky, ears laid back, the neck's ruff in tufts.
 */
export const WOLF: SubjectModel = {
  id: 'wolf',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => (form === 0 ? frontHead(pen) : howling(pen)))
  },
}

/** Head from the front, 90 × 100 units, centred on x = 45. */
function frontHead(pen: Pen): LocalAnchors {
  const cx = 45
  const rng = pen.rng
  // Fewer, bigger tufts when the line is bold or the head small.
  const ruffTufts = countFor(pen, 40, 5, 2, 5)
  const jawTufts = countFor(pen, 30, 6, 1, 3)
  const depth = Math.max(6, pen.lines(2.2))
  const right: Pt[] = [
    [cx, 21],
    [53, 20],
    [59, 14],
    [70, 2],
    [73, 1.5],
    [78, 16],
    [81, 27],
    ...tufts(
      [
        [81, 27],
        [87, 42],
        [86, 60],
      ],
      ruffTufts,
      depth,
      1,
    ).slice(1),
    ...tufts(
      [
        [86, 60],
        [76, 74],
        [62, 86],
      ],
      jawTufts,
      depth * 0.8,
      1,
    ).slice(1),
    [56, 93],
    [50, 98],
    [cx, 99],
  ]
  const head = sym(right, cx)
  pen.part(head, FUR)

  // The darker coat of the forehead runs down to a point on the bridge, over both brows.
  const cap: Pt[] = sym(
    [
      [cx, 17],
      [56, 16],
      [63, 25],
      [69, 36],
      [67, 37],
      [58, 38.5],
      [51, 42],
      [cx, 47],
    ],
    cx,
  )
  pen.dark(cap, FUR, [0, -1])

  // Ears: dark, with a line of pale fur along the inner edge where the style can show it.
  const earDark: Pt[] = [
    [56, 19],
    [60, -2],
    [86, -2],
    [86, 27],
    [70, 24],
  ]
  const earFur: Pt[] = [
    [61, 21],
    [64, 15],
    [68, 10],
    [70.5, 5],
  ]
  if (pen.solidDark || pen.sk.inColour) {
    pen.dark(earDark, FUR, [0, 1])
    pen.dark(flip(earDark, cx), FUR, [0, 1])
  }
  if (!pen.solidDark && pen.across(16) > 3.5) {
    pen.line(earFur, 'inner', 0.5)
    pen.line(flipLine(earFur, cx), 'inner', 0.5)
  }

  // The pale muzzle and cheeks: a mask from between the eyes down to the chin.
  const muzzle = sym(
    [
      [cx, 45],
      [48.5, 48],
      [51.5, 57],
      [57.5, 67],
      [62.5, 78],
      [61, 89],
      [54, 97],
      [cx, 100.5],
    ],
    cx,
  )
  pen.part(muzzle, PALE, { weight: 'inner' })

  // Inner fur: licks of fur on the cheeks, as many as the line lets through.
  const licks = pen.sk.style.detail >= 0.5 ? countFor(pen, 22, 5, 0, 3) : pen.across(22) > 8 ? 1 : 0
  for (let i = 0; i < licks; i++) {
    const y = 50 + i * 7 + rng.range(-1, 1)
    const lick: Pt[] = [
      [69, y],
      [75, y + 4],
      [78, y + 9],
    ]
    pen.line(lick, 'detail', 0.5)
    pen.line(flipLine(lick, cx), 'detail', 0.5)
  }

  // Eyes under heavy brows that slope down to the nose: the fierce look.
  const eyeLen = 12
  eye(pen, [52.5, 49], [52.5 + eyeLen, 44])
  eye(pen, [37.5, 49], [37.5 - eyeLen, 44])
  const brow: Pt[] = [
    [51, 42],
    [58, 38.5],
    [67, 37],
  ]
  pen.line(brow, 'outline', 0.4)
  pen.line(flipLine(brow, cx), 'outline', 0.4)

  // Nose: a strong black pad with paper nostrils.
  const nose = sym(
    [
      [cx, 71],
      [51, 71.5],
      [55, 74],
      [54, 78],
      [50, 82],
      [cx, 83.5],
    ],
    cx,
  )
  pen.mass(nose, 'inner')
  // Mouth: the split below the nose and the lips curving away, when there is room between them.
  if (pen.across(14) > 6) {
    pen.line(
      [
        [cx, 83],
        [cx, 88],
      ],
      'inner',
      0,
    )
    const lip: Pt[] = [
      [cx, 88],
      [50, 90.5],
      [54, 88.5],
    ]
    pen.line(lip, 'inner', 0.3)
    pen.line(flipLine(lip, cx), 'inner', 0.3)
  }

  return {
    silhouette: [head],
    perch: [cx, 21],
    focus: [cx, 55],
    spots: [
      [84, 62],
      [6, 62],
      [70, 82],
      [20, 82],
      [cx, 99],
    ],
  }
}

/** Head and neck in profile, howling, facing left: 80 × 100 units. */
function howling(pen: Pen): LocalAnchors {
  const tuftsAlong = (units: number) => countFor(pen, units, 5.5, 2, 6)
  const depth = Math.max(6, pen.lines(2.2))
  const nape = tufts(
    [
      [62, 30],
      [72, 52],
      [78, 78],
      [82, 100],
    ],
    tuftsAlong(72),
    depth,
    1,
    0.7,
  )
  const throat = tufts(
    [
      [42, 100],
      [31, 76],
      [24, 56],
      [21, 44],
    ],
    tuftsAlong(60),
    depth,
    1,
    0.7,
  )
  const head: Pt[] = [
    [12, 3],
    [16, 2.5],
    [23, 7],
    [30, 13],
    [36, 16],
    [45, 15],
    [51, 16],
    [62, 1],
    [66, 2],
    [67, 18],
    [64, 26],
    ...nape,
    [62, 100],
    ...throat.slice(1),
    [17, 32],
    [14, 22],
    [12, 12],
    [10.5, 6],
  ]
  pen.part(head, FUR)
  // The coat darkens along the nape and over the skull.
  pen.dark(
    [
      [58, 28],
      [74, 16],
      [96, 60],
      [96, 102],
      [74, 102],
      [62, 50],
      [54, 36],
    ],
    FUR,
    [1, 0],
  )
  // Pale throat and lower jaw.
  pen.tint(
    [
      [10, 14],
      [26, 24],
      [40, 40],
      [54, 70],
      [62, 102],
      [20, 102],
      [8, 40],
    ],
    PALE,
  )
  // Ear laid back: dark inside, the pale fur line along its front edge.
  if (pen.solidDark || pen.sk.inColour)
    pen.dark(
      [
        [52, 18],
        [60, -4],
        [72, -4],
        [70, 22],
      ],
      FUR,
    )
  else if (pen.across(12) > 5)
    pen.line(
      [
        [55, 16],
        [59, 10],
        [62, 6],
      ],
      'inner',
      0.5,
    )

  // The open mouth of the howl, the nose at the tip, the eye narrowed under its brow.
  // The mouth reaches the lips' edge: cut to the head, it meets the outline on its own line.
  pen.stripe([
    [6, 9],
    [27, 23],
    [10, 25],
  ])
  const nose: Pt[] = [
    [9.5, 3.5],
    [13, 0.5],
    [18, 2],
    [17.5, 6.5],
    [12.5, 8],
  ]
  pen.mass(nose, 'inner')
  eye(pen, [35, 24], [45, 20.5], { open: 0.32 })
  pen.line(
    [
      [33, 19.5],
      [40, 16.5],
      [47, 16.5],
    ],
    'outline',
    0.5,
  )
  // The jaw line sweeping back from the mouth into the cheek fur.
  if (pen.across(20) > 7) {
    pen.line(
      [
        [29, 27],
        [38, 32],
        [48, 34],
      ],
      'inner',
      0.5,
    )
    pen.line(
      [
        [36, 46],
        [44, 54],
        [48, 64],
      ],
      'detail',
      0.5,
    )
  }
  return {
    silhouette: [head],
    perch: [46, 15],
    focus: [36, 24],
    spots: [
      [42, 100],
      [82, 100],
      [30, 68],
      [76, 64],
      [62, 100],
    ],
  }
}
