import type { Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, stage, sym, type LocalAnchors, type Pen } from './kit.ts'

const BROWN = '#9c6b3c'
const WING = '#7a5230'
const BREAST = '#ead9b3'
const BEAK = '#e3a23a'
const BARK = '#6b4423'

const ASPECTS = [0.78] as const

/** The owl of flash sheets: perched front-on, wings folded, big round eyes in a heart-shaped face. */
export const OWL: SubjectModel = {
  id: 'owl',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => perched(pen))
  },
}

/** Perched on a short branch, 78 × 100 units, centred on x = 39. */
function perched(pen: Pen): LocalAnchors {
  const cx = 39

  const body = sym(
    [
      [cx, 12],
      [48, 10.5],
      [56, 3],
      [59.5, 0.5],
      [61.5, 6],
      [64, 20],
      [64, 33],
      [63, 50],
      [61, 66],
      [57, 78],
      [50, 85],
      [cx, 87],
    ],
    cx,
  )
  pen.part(body, BROWN)
  // The crown between the ear tufts carries the darkest feathers.
  const crown = sym(
    [
      [cx, 0],
      [62, -2],
      [68, 12],
      [58, 11],
      [48, 10.5],
      [cx, 11],
    ],
    cx,
  )
  pen.dark(crown, BROWN, [0, -1])

  // The breast: a pale shield with rows of scalloped feathers.
  const breast = sym(
    [
      [cx, 55],
      [50, 56],
      [56, 63],
      [55, 76],
      [48, 86],
      [cx, 88],
    ],
    cx,
  )
  pen.part(breast, BREAST, { weight: 'inner' })
  scallops(pen, cx, 60, 77, 11)

  // Wings folded over the flanks, their long feathers ending in points near the tail.
  for (const side of [1, -1] as const) {
    const right: Pt[] = [
      [55, 26],
      [64, 30],
      [69, 37],
      [71, 50],
      [69, 68],
      [62, 82],
      [55, 90],
      [53, 82],
      [53, 64],
      [54, 44],
    ]
    const wing = side === 1 ? right : flip(right, cx)
    pen.part(wing, WING, { weight: 'outline', shadow: [side * 0.6, 0.8], depth: 5 })
    if (pen.solidDark) {
      const shoulder: Pt[] = [
        [52, 26],
        [72, 30],
        [74, 52],
        [62, 56],
        [52, 52],
      ]
      pen.dark(side === 1 ? shoulder : flip(shoulder, cx), WING)
    }
    const quills = countFor(pen, 12, 3.5, 1, 3)
    const spacing = Math.max(3.5, pen.lines(2.6, 'inner'))
    for (let i = 0; i < quills; i++) {
      const o = (i - (quills - 1) / 2) * spacing
      const line: Pt[] = [
        [62 + o, 50],
        [63 + o * 0.9, 66],
        [59 + o * 0.6, 78],
      ]
      pen.line(side === 1 ? line : flipLine(line, cx), 'inner', 0.5)
    }
  }

  // The bough passes in front of the wing tips and tail; the feet grip it.
  const branch = branchAt(pen, 86)

  // The face: two round discs meeting at the beak, rimmed by a ruff.
  const face = sym(
    [
      [cx, 10.5],
      [45, 8.5],
      [53, 10],
      [60, 17],
      [62, 30],
      [59, 39],
      [51, 45],
      [43, 46],
      [cx, 49],
    ],
    cx,
  )
  pen.part(face, BREAST, { weight: 'inner' })
  // Lids lowered towards the beak: the owl's stern look.
  eye(pen, [41.5, 31], [57.5, 31], { round: true, lid: 0.3, lidColour: BREAST })
  eye(pen, [36.5, 31], [20.5, 31], { round: true, lid: 0.3, lidColour: BREAST })
  const beak = sym(
    [
      [cx, 37],
      [41.5, 39],
      [41, 42.5],
      [cx, 45],
    ],
    cx,
  )
  pen.part(beak, BEAK, { weight: 'inner' })
  if (pen.solidDark) pen.ink(beak)

  talons(pen, cx, 86)

  return {
    silhouette: [body, branch],
    perch: [cx, 11],
    focus: [cx, 30],
    spots: [
      [6, 88],
      [72, 85],
      [14, 92],
      [64, 91],
    ],
  }
}

/** A short bough across the bottom, slightly tilted, with a knot and a broken twig. */
function branchAt(pen: Pen, y: number): Pt[] {
  const ring: Pt[] = [
    [1, y + 1],
    [20, y - 1],
    [42, y - 1.5],
    [62, y - 3],
    [77, y - 4],
    [78, y + 1.5],
    [60, y + 5],
    [40, y + 6],
    [20, y + 6.5],
    [2, y + 8],
  ]
  pen.part(ring, BARK, { shadow: [0, 1], depth: 3.5 })
  if (pen.across(30) > 12) {
    pen.line(
      [
        [12, y + 3.5],
        [22, y + 2.5],
        [30, y + 3.5],
      ],
      'detail',
      0.5,
    )
    pen.line(
      [
        [62, y + 1],
        [70, y - 0.5],
      ],
      'detail',
      0.5,
    )
  }
  return ring
}

/** Rows of U-shaped feather tips across the breast, as many as the line lets stay open. */
function scallops(pen: Pen, cx: number, top: number, bottom: number, halfWidth: number): void {
  const pitch = Math.max(6, pen.lines(3, 'inner'))
  const rows = Math.floor((bottom - top) / pitch)
  for (let r = 0; r < rows; r++) {
    const y = top + r * pitch
    const reach = halfWidth * Math.sin(Math.PI * (0.25 + (0.6 * (r + 0.5)) / rows))
    const across = Math.max(1, Math.floor((2 * reach) / pitch))
    for (let i = 0; i < across; i++) {
      const x = cx - reach + ((i + 0.5) * 2 * reach) / across + (r % 2 ? pitch * 0.25 : -pitch * 0.25)
      const w = Math.min(pitch * 0.36, reach)
      pen.line(
        [
          [x - w, y],
          [x, y + pitch * 0.45],
          [x + w, y],
        ],
        'detail',
        0.35,
      )
    }
  }
}

/** Two feet gripping the branch: feathered toes curled over it, black claws hooked below. */
function talons(pen: Pen, cx: number, y: number): void {
  for (const side of [1, -1] as const) {
    const x0 = cx + side * 8.5
    for (let t = -1; t <= 1; t++) {
      const x = x0 + t * 4.4
      const claw: Pt[] = [
        [x - 1.2, y],
        [x + 1.2, y],
        [x + 0.3, y + 6.5],
        [x - 0.4, y + 8],
      ]
      pen.mass(claw)
    }
    const foot: Pt[] = [
      [x0 - 6, y - 6],
      [x0 + 6, y - 6],
      [x0 + 6.5, y - 1],
      [x0 + 4, y + 2],
      [x0, y + 1.5],
      [x0 - 4, y + 2],
      [x0 - 6.5, y - 1],
    ]
    pen.part(foot, '#d9b25a', { weight: 'inner' })
    if (pen.across(3.4) > 2.2)
      for (const t of [-1, 1])
        pen.line(
          [
            [x0 + t * 2.2, y + 1.5],
            [x0 + t * 2.2, y - 2],
          ],
          'detail',
          0,
        )
  }
}
