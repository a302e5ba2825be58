import { lerp, polar, translation, type Pt } from '../../geometry/vec.ts'
import type { SubjectModel } from '../model.ts'
import { eye } from './features.ts'
import { countFor, flip, flipLine, limb, stage, sym, tufts, type LocalAnchors, type Pen } from './kit.ts'

const BROWN = '#9c6b3c'
const WING = '#7a5230'
const BREAST = '#ead9b3'
const BEAK = '#e3a23a'
const BARK = '#6b4423'

const ASPECTS = [0.83, 1.67] as const

/**
 * The owl of flash sheets, front-on with big round eyes in a heart-shaped face: perched on a bough
 * with wings folded, or with wings spread wide and talons hanging.
 */
export const OWL: SubjectModel = {
  id: 'owl',
  shape: 'creature',
  aspects: ASPECTS,
  draw(sk, rng, frame) {
    const form = Math.min(frame.form, ASPECTS.length - 1)
    return stage(sk, rng, frame, ASPECTS[form]!, (pen) => (form === 0 ? perched(pen) : spread(pen)))
  },
}

/** Perched on a short branch, 78 × 100 units, centred on x = 39. */
function perched(pen: Pen): LocalAnchors {
  return owl(pen, true)
}

/**
 * The owl centred on x = 39: body, breast, face and feet; with `folded` wings over the flanks and
 * perched on a bough, otherwise the feet hang free (the wings are drawn by the caller, behind).
 */
function owl(pen: Pen, folded: boolean): LocalAnchors {
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
  // Solid black work hoods the head in black behind the pale face disc.
  if (pen.solidDark)
    pen.dark(
      [
        [cx - 40, -5],
        [cx + 40, -5],
        [cx + 40, 50],
        [cx - 40, 50],
      ],
      BROWN,
    )

  // The breast: a pale shield with rows of scalloped feathers.
  const breast = sym(
    [
      [cx, 55],
      [50, 56],
      [56, 63],
      [55, 74],
      [48, 80],
      [cx, 82],
    ],
    cx,
  )
  // Spread, the owl is drawn smaller in its frame: the breast is then only a paler tone.
  if (folded) pen.part(breast, BREAST, { weight: 'inner' })
  else pen.tint(breast, BREAST)
  scallops(pen, cx, 60, 77, 11)

  // Wings folded over the flanks, their long feathers ending in points near the tail.
  for (const side of folded ? ([1, -1] as const) : []) {
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
  const branch = folded ? branchAt(pen, 86) : null

  // The face: two round discs meeting at the beak, rimmed by a ruff.
  const face = sym(
    [
      [cx, 10.5],
      [45, 8.5],
      [53, 10],
      [58.5, 17],
      [60, 30],
      [57.5, 39],
      [51, 45],
      [43, 46],
      [cx, 49],
    ],
    cx,
  )
  pen.part(face, BREAST, { weight: 'inner' })
  // Lids lowered towards the beak: the owl's stern look.
  eye(pen, [42, 31], [55.5, 31], { round: true, lid: 0.3, lidColour: BREAST })
  eye(pen, [36, 31], [22.5, 31], { round: true, lid: 0.3, lidColour: BREAST })
  const beak = sym(
    [
      [cx, 38.5],
      [41, 40],
      [40.8, 43],
      [cx, folded ? 45 : 52],
    ],
    cx,
  )
  pen.part(beak, BEAK, { weight: 'inner' })
  if (pen.solidDark) pen.ink(beak)

  if (folded) talons(pen, cx, 86)
  else if (pen.across(20) > 9) hanging(pen, cx, 84)

  return {
    silhouette: branch ? [body, branch] : [body],
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

/** Wings spread wide, 160 × 100 units, the owl centred on x = 80 between them. */
function spread(pen: Pen): LocalAnchors {
  const cx = 80
  const wings: Pt[][] = []
  for (const side of [1, -1] as const) wings.push(...wing(pen, cx, side))
  let body: LocalAnchors = { silhouette: [] }
  const shift = cx - 39
  pen.sk.within(translation(shift * pen.s, 0), () => {
    body = owl(pen, false)
  })
  const move = (p: Pt): Pt => [p[0] + shift, p[1]]
  // Flowers tuck under the wing tips and the lowest feathers, and below the body.
  const edge = wings.flat()
  const most = (pick: (p: Pt) => number, right: boolean) =>
    edge.filter((p) => p[0] > cx === right).reduce((a, b) => (pick(b) > pick(a) ? b : a))
  return {
    silhouette: [...wings, ...body.silhouette.map((r) => r.map(move))],
    perch: move(body.perch!),
    focus: move(body.focus!),
    spots: [most((p) => p[1], true), most((p) => p[1], false), most((p) => p[0], true), most((p) => -p[0], false), [cx, 86]],
  }
}

/**
 * One spread wing (`side` 1 = right): a fan of flight feathers hanging from the arm, outer ones
 * first so the inner overlap them, under a band of coverts with a scalloped lower edge.
 */
function wing(pen: Pen, cx: number, side: 1 | -1): Pt[][] {
  // Drawn a little smaller than the body's scale, so the owl itself keeps room for its face.
  const k = 0.78
  const shoulder: Pt = [cx + 20, 40]
  const shrink = (p: Pt): Pt => [shoulder[0] + (p[0] - shoulder[0]) * k, shoulder[1] + (p[1] - shoulder[1]) * k]
  const put = (pts: Pt[]) => (side === 1 ? pts.map(shrink) : flip(pts.map(shrink), cx))
  // Raised like a heraldic owl's, the wrist high above the shoulder.
  // Flight feathers laid parallel, each overlapping the next like the slats of a fan held
  // still: parallel edges keep an even band of paper between them, where feathers fanned at
  // slightly different angles would cross at a slant and pinch it.
  const arm: Pt[] = [
    [cx + 14, 40],
    [cx + 26, 18],
    [cx + 40, 2],
    [cx + 58, -8],
  ]
  const width = Math.max(14, pen.lines(3.6) / k)
  const feathers = Math.max(4, Math.min(8, Math.round(64 / (width * 0.6))))
  const angle = Math.PI / 2 - 0.55
  const rings: Pt[][] = []
  for (let i = feathers - 1; i >= 0; i--) {
    const u = 0.1 + (0.88 * i) / (feathers - 1)
    const root = pointOn(arm, u)
    const length = 40 + 18 * u
    const tip = polar(angle, length, root)
    const ring = put(limb([root, lerp(root, tip, 0.5), tip], width, width * 0.85))
    pen.part(ring, WING, { shadow: [0, -1], depth: width * 0.25 })
    rings.push(ring)
  }
  const scallops = countFor(pen, 70, 8, 2, 7)
  const lower = tufts(
    [
      [cx + 70, 10],
      [cx + 50, 18],
      [cx + 32, 34],
      [cx + 16, 56],
    ],
    scallops,
    Math.max(5, pen.lines(1.8)),
    1,
    0.2,
  )
  const coverts: Pt[] = [[cx + 6, 34], [cx + 20, 10], [cx + 36, -7], [cx + 56, -16], [cx + 70, -8], ...lower, [cx + 5, 52]]
  pen.part(put(coverts), BROWN, { shadow: [0, 1], depth: 4 })
  if (pen.solidDark)
    pen.dark(
      put([
        [cx + 2, 20],
        [cx + 56, -24],
        [cx + 84, -10],
        [cx + 36, 18],
        [cx + 6, 40],
      ]),
      BROWN,
    )
  rings.push(put(coverts))
  return rings
}

function pointOn(path: readonly Pt[], t: number): Pt {
  const k = t * (path.length - 1)
  const i = Math.min(path.length - 2, Math.floor(k))
  return lerp(path[i]!, path[i + 1]!, k - i)
}

/** Feet hanging below the body, talons open. */
function hanging(pen: Pen, cx: number, y: number): void {
  for (const side of [1, -1] as const) {
    const x0 = cx + side * 7
    // Claws only where they keep paper between them; small, the feet read without them.
    for (let t = -1; t <= 1 && pen.across(10) > 6; t++) {
      const a = Math.PI / 2 + t * 0.5
      const root = polar(a, 3, [x0, y + 3])
      const tip = polar(a + side * 0.25, 8, root)
      const claw: Pt[] = [polar(a + Math.PI / 2, 1.5, root), polar(a - Math.PI / 2, 1.5, root), lerp(root, tip, 0.7), tip]
      pen.mass(claw)
    }
    const foot: Pt[] = [
      [x0 - 5, y - 6],
      [x0 + 5, y - 6],
      [x0 + 5.5, y + 1],
      [x0 + 3, y + 4.5],
      [x0 - 3, y + 4.5],
      [x0 - 5.5, y + 1],
    ]
    pen.part(foot, '#d9b25a', { weight: 'inner' })
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
