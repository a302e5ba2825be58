import { smoothThrough } from '../../geometry/curves.ts'
import type { Box, Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { linesAcross } from '../../flowers/model.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import type { SubjectAnchors, SubjectModel } from '../model.ts'
import { avoidLine, capsule, crease, lineIn, nail, Shadows, SKIN, skinPart } from './hand-parts.ts'
import { anchorsOf, mm, mirrorX, placeIn } from './placement.ts'
import { inkCrevices } from './crevices.ts'
import { straight } from './strokes.ts'

type Local = Omit<SubjectAnchors, 'box'>

interface HandForm {
  /** Natural box in units of the hand's height. */
  natural: Box
  draw(sk: Sketch, sh: Shadows, rng: Random, s: number, cuff: string): Local
}

interface Finger {
  a: Pt
  b: Pt
  wa: number
  wb: number
}

/** Light comes from the upper left: shadows fall on the right of each part. */
const SHADOW: Pt = [0.9, 0.35]

/** Fingers' joint creases where the finger is wide enough for a line with paper both sides. */
function fingerCreases(sk: Sketch, s: number, f: Finger, at: readonly number[]): Pt[][] {
  const wt = sk.style.weights
  // Fingers side by side overlap their neighbours a little: the creases stop short of that too.
  const clear = (wt.outline / 2 + wt.detail / 2 + 0.8) / s + OVERLAP
  if (linesAcross(sk, f.wb * s) < 3.2) return []
  return at.map((t) => crease(f.a, f.b, t, f.wa + (f.wb - f.wa) * t, clear)).filter((c): c is Pt[] => c !== null)
}

/** A finger with its creases (and nail when `withNail`), shaded on its shadow side. */
function drawFinger(
  sk: Sketch,
  sh: Shadows,
  rng: Random,
  s: number,
  f: Finger,
  creases: readonly number[],
  withNail: boolean,
  roundRoot = false,
  towards: Pt = SHADOW,
): Pt[] {
  const lines = fingerCreases(sk, s, f, creases)
  const nailRing = withNail ? nail(sk, s, f.a, f.b, f.wb) : null
  const avoid = [
    ...lines.flatMap((l) => avoidLine(s, l)),
    ...(nailRing ? [smoothThrough(nailRing, { closed: true, step: 0.5 })] : []),
  ]
  const ring = skinPart(sk, sh, rng, s, capsule(f.a, f.b, f.wa, f.wb, roundRoot), f.wb, towards, avoid)
  for (const l of lines) lineIn(sk, s, l)
  if (nailRing) {
    sk.curve(nailRing, 'inner', { closed: true })
    sh.keepOff(nailRing, sk.style.weights)
  }
  return ring
}

/** The shirt cuff round the wrist: a coloured band with a seam, the flash way of ending an arm. */
function drawCuff(
  sk: Sketch,
  sh: Shadows,
  rng: Random,
  s: number,
  ring: readonly Pt[],
  seam: readonly Pt[] | null,
  colour: string,
): void {
  // Straight sides: a cuff is cloth over a cylinder, not a pillow.
  const cuff = mm(s, straight(ring))
  filled(sk, cuff, colour)
  const w = Math.abs(ring[1]![0] - ring[0]![0]) * s
  sh.part(rng.fork('cuff'), cuff, SHADOW, linesAcross(sk, w) > 6 ? w * 0.2 : 0, colour)
  if (seam && linesAcross(sk, w) > 5) {
    lineIn(sk, s, seam, 'inner')
    sh.avoid(avoidLine(s, seam))
  }
}

/**
 * The open hand, palm to the viewer, fingers up and together, the thumb out to the right; the
 * joint creases and the palm's lines as the size allows.
 */
const OPEN_PALM: HandForm = {
  natural: { minX: -0.23, minY: -0.5, maxX: 0.37, maxY: 0.5 },
  draw(sk, sh, rng, s, colour) {
    const wt = sk.style.weights
    const fingers: Finger[] = [
      { a: [-0.15, 0.02], b: [-0.175, -0.27], wa: 0.1, wb: 0.088 },
      { a: [-0.055, 0.0], b: [-0.065, -0.4], wa: 0.108, wb: 0.095 },
      { a: [0.045, 0.0], b: [0.04, -0.445], wa: 0.11, wb: 0.096 },
      { a: [0.145, 0.0], b: [0.155, -0.385], wa: 0.108, wb: 0.094 },
    ]
    const thumb: Finger = { a: [0.12, 0.17], b: [0.3, -0.07], wa: 0.145, wb: 0.108 }
    // The index first so the middle finger overlaps it; the ring and little fingers overlap in turn.
    const order = [3, 0, 1, 2]
    const rings: Pt[][] = []
    for (const i of order) rings.push(drawFinger(sk, sh, rng.fork(`finger${i}`), s, fingers[i]!, [0.3, 0.62], false))
    rings.push(drawFinger(sk, sh, rng.fork('thumb'), s, thumb, [0.55], false))

    const palm: Pt[] = [
      [-0.14, 0.37],
      [-0.17, 0.26],
      [-0.2, 0.12],
      [-0.225, 0.04],
      [-0.222, -0.01],
      [-0.195, -0.045],
      [-0.14, -0.06],
      [-0.05, -0.07],
      [0.05, -0.07],
      [0.17, -0.058],
      [0.215, -0.04],
      [0.232, 0.0],
      [0.19, 0.08],
      [0.15, 0.2],
      [0.135, 0.3],
      [0.14, 0.37],
    ]
    // The palm's lines: heart, head and life, each kept clear of the outline.
    const clear = (wt.outline / 2 + wt.detail / 2 + 0.9) / s
    const palmLines: Pt[][] =
      linesAcross(sk, 0.3 * s) > 9
        ? [
            [
              [-0.19 + clear, 0.04],
              [-0.08, 0.015],
              [0.0, 0.0],
              [0.06, -0.03],
            ],
            [
              [-0.18 + clear, 0.1],
              [-0.06, 0.085],
              [0.03, 0.068],
              [0.075, 0.055],
            ],
            [
              [0.12, 0.035],
              [0.06, 0.11],
              [0.035, 0.2],
              [0.05, 0.33 - clear],
            ],
          ]
        : []
    const palmRing = skinPart(
      sk,
      sh,
      rng.fork('palm'),
      s,
      palm,
      0.36,
      SHADOW,
      palmLines.flatMap((l) => avoidLine(s, l)),
    )
    for (const l of palmLines) lineIn(sk, s, l, linesAcross(sk, 0.3 * s) > 16 ? 'inner' : 'detail')
    inkCrevices(sk, [...rings, palmRing])

    drawCuff(
      sk,
      sh,
      rng,
      s,
      [
        [-0.19, 0.33],
        [0.19, 0.33],
        [0.2, 0.5],
        [-0.2, 0.5],
      ],
      [
        [-0.19, 0.405],
        [0.19, 0.405],
      ],
      colour,
    )
    return {
      silhouette: [...rings, palmRing].map((r) => smoothThrough(r, { closed: true, step: 1 })),
      axis: [
        [0, 0.5 * s],
        [0.03 * s, -0.49 * s],
      ],
      girth: 0.2 * s,
      perch: [0, 0],
      spots: mm(s, [
        [-0.2, 0.36],
        [0.2, 0.36],
        [-0.22, 0.05],
        [0.36, -0.05],
        [-0.2, -0.3],
      ]),
      pierce: [
        [-0.4 * s, -0.05 * s],
        [0.4 * s, 0.12 * s],
      ],
      focus: [0, 0],
    }
  },
}

/** How far each curled finger's roll overlaps the one above it (units). */
const OVERLAP = 0.015

/**
 * Where the held stem enters the fist (units), at the top of the index finger's roll beside the
 * thumb's tip: the composer centres the held thing above it and draws it behind, so the flower
 * stands clear over the fist and its stem runs down into the fingers.
 */
const GRIP: Pt = [-0.1, -0.3]

/**
 * The hand holding something: a fist seen from the fingers' side, the four curled fingers stacked,
 * nails at their tips, the thumb over the top; whatever it holds goes behind the fingers, its stem
 * running up through the fist at `perch`.
 */
const HOLDING: HandForm = {
  natural: { minX: -0.34, minY: -0.37, maxX: 0.34, maxY: 0.5 },
  draw(sk, sh, rng, s, colour) {
    // The back of the hand and the heel of the palm, curled round under the fingers.
    const body: Pt[] = [
      [0.02, -0.27],
      [0.17, -0.29],
      [0.27, -0.26],
      [0.3, -0.12],
      [0.29, 0.06],
      [0.25, 0.19],
      [0.23, 0.36],
      [-0.02, 0.36],
      [-0.01, 0.24],
      [0.04, 0.15],
    ]
    const bodyRing = skinPart(sk, sh, rng.fork('body'), s, body, 0.28, SHADOW)
    // Curled fingers as rolls from the fingertip (left) to the knuckle (right), index at the top.
    const rolls: Finger[] = [
      { a: [0.25, -0.255], b: [-0.255, -0.255], wa: 0.135, wb: 0.135 },
      { a: [0.26, -0.135], b: [-0.27, -0.135], wa: 0.135, wb: 0.135 },
      { a: [0.25, -0.015], b: [-0.25, -0.015], wa: 0.13, wb: 0.13 },
      { a: [0.22, 0.1], b: [-0.205, 0.1], wa: 0.12, wb: 0.12 },
    ]
    const rings: Pt[][] = [bodyRing]
    rolls.forEach((f, i) => {
      const clearMm = sk.style.weights.outline / 2 + sk.style.weights.detail / 2 + 0.8
      const knuckle = crease(f.a, f.b, 0.72, f.wb, clearMm / s + OVERLAP, -0.2)
      // The roll below overlaps this one's lower edge: the nail sits up, clear of that line.
      const up = (p: Pt): Pt => [p[0], p[1] - OVERLAP / 2]
      const nailRing = nail(sk, s, up(f.a), up(f.b), f.wb - OVERLAP)
      const avoid = [...avoidLine(s, knuckle), ...(nailRing ? [smoothThrough(nailRing, { closed: true, step: 0.5 })] : [])]
      rings.push(skinPart(sk, sh, rng.fork(`roll${i}`), s, capsule(f.a, f.b, f.wa, f.wb, true), f.wb, [0.2, 1], avoid))
      if (linesAcross(sk, f.wb * s) > 3.2) lineIn(sk, s, knuckle)
      if (nailRing) {
        sk.curve(nailRing, 'inner', { closed: true })
        sh.keepOff(nailRing, sk.style.weights)
      }
    })
    // The thumb over the index finger's roll, its nail to the viewer.
    // Its root a round pad at the side of the fist; it crosses the rolls steeply, so their lines
    // meet it square rather than running alongside.
    const thumb: Finger = { a: [0.27, -0.02], b: [-0.03, -0.31], wa: 0.13, wb: 0.1 }
    rings.push(drawFinger(sk, sh, rng.fork('thumb'), s, thumb, [0.5], true, true))
    inkCrevices(sk, rings)

    drawCuff(
      sk,
      sh,
      rng,
      s,
      [
        [-0.05, 0.33],
        [0.26, 0.33],
        [0.28, 0.5],
        [-0.05, 0.5],
      ],
      [
        [-0.05, 0.405],
        [0.27, 0.405],
      ],
      colour,
    )
    return {
      silhouette: rings.map((r) => smoothThrough(r, { closed: true, step: 1 })),
      axis: [
        [0.12 * s, 0.5 * s],
        [GRIP[0] * s, -0.36 * s],
      ],
      girth: 0.28 * s,
      perch: [GRIP[0] * s, GRIP[1] * s],
      spots: mm(s, [
        [-0.3, -0.14],
        [0.32, -0.1],
        [-0.22, 0.16],
        [0.25, 0.36],
        [-0.05, 0.36],
      ]),
      pierce: [
        [-0.45 * s, -0.3 * s],
        [0.45 * s, 0.05 * s],
      ],
      focus: [0.02 * s, -0.1 * s],
    }
  },
}

/**
 * Praying hands, palms together, fingers up: the index fingers side by side in front, the longer
 * middle fingers' tips above them and the ring and little fingers stepping out behind, the thumbs
 * pressed together over the palms. Exactly symmetric.
 */
const PRAYING: HandForm = {
  natural: { minX: -0.23, minY: -0.5, maxX: 0.23, maxY: 0.5 },
  draw(sk, sh, rng, s, colour) {
    const wt = sk.style.weights
    // Two fingers behind the index step out only where each step leaves paper inside it.
    const peek = linesAcross(sk, 0.05 * s) > 2.2
    const half = (flip: 1 | -1) => {
      const x = (p: Pt): Pt => [p[0] * flip, p[1]]
      // Each hand shaded on its outer side, so the pair stays symmetric.
      const shadow: Pt = [SHADOW[0] * flip, SHADOW[1]]
      const fingers: Finger[] = [
        // Ring and little fingers step out behind the index; in bold lines, one mass for both.
        ...(peek
          ? [
              { a: x([0.13, 0.02]), b: x([0.145, -0.27]), wa: 0.09, wb: 0.075 },
              { a: x([0.1, 0.0]), b: x([0.1, -0.39]), wa: 0.095, wb: 0.08 },
            ]
          : [{ a: x([0.11, 0.02]), b: x([0.105, -0.33]), wa: 0.12, wb: 0.1 }]),
        // The middle fingers' tips show over the index fingers' only where that leaves paper.
        ...(linesAcross(sk, 0.045 * s) > 2.4 ? [{ a: x([0.04, 0.0]), b: x([0.028, -0.455]), wa: 0.08, wb: 0.056 }] : []),
      ]
      return { x, fingers, shadow }
    }
    const sides = [half(1), half(-1)]
    const rings: Pt[][] = []
    for (const { fingers, shadow } of sides)
      fingers.forEach((f, i) =>
        rings.push(skinPart(sk, sh, rng.fork(`back${i}`), s, capsule(f.a, f.b, f.wa, f.wb), f.wb, shadow)),
      )
    // The index fingers, pressed together along the middle.
    for (const { x, shadow } of sides) {
      const f: Finger = { a: x([0.044, 0.06]), b: x([0.039, -0.41]), wa: 0.094, wb: 0.084 }
      rings.push(drawFinger(sk, sh, rng.fork('index'), s, f, [0.28, 0.6], false, false, shadow))
    }
    // The backs of the hands: their top edge shows only beyond the thumbs, where it meets the
    // index finger's side.
    const handRight: Pt[] = [
      [0.0, 0.05],
      [0.1, 0.0],
      [0.18, -0.04],
      [0.215, 0.06],
      [0.205, 0.18],
      [0.175, 0.28],
      [0.16, 0.36],
      [0.0, 0.36],
    ]
    for (const { x, shadow } of sides) {
      const ring = handRight.map(x)
      rings.push(skinPart(sk, sh, rng.fork('hand'), s, x === sides[0]!.x ? ring : ring.reverse(), 0.2, shadow))
    }
    for (const { x, shadow } of sides) {
      // The thumbs stand side by side up the middle, their roots under the cuffs.
      // The two thumbs overlap along the middle: edges that merely met would open a hairline.
      const thumb: Finger = { a: x([0.062, 0.34]), b: x([0.045, -0.04]), wa: 0.12, wb: 0.095 }
      rings.push(drawFinger(sk, sh, rng.fork('thumb'), s, thumb, [0.5], true, false, shadow))
    }
    inkCrevices(sk, rings)
    const cuffRight: Pt[] = [
      [0.0, 0.33],
      [0.18, 0.33],
      [0.2, 0.5],
      [0.0, 0.5],
    ]
    for (const { x } of sides) {
      const ring = x === sides[0]!.x ? cuffRight : mirrorX(cuffRight)
      drawCuff(sk, sh, rng, s, ring, [x([0.0, 0.405]), x([0.19, 0.405])], colour)
    }
    // The seam where the cuffs meet, inked over both.
    if (wt.outline > 0) {
      sk.element()
      sk.curve(
        mm(s, [
          [0, 0.33],
          [0, 0.5],
        ]),
        'outline',
        { taper: 0 },
      )
    }
    return {
      silhouette: rings.map((r) => smoothThrough(r, { closed: true, step: 1 })),
      axis: [
        [0, 0.5 * s],
        [0, -0.5 * s],
      ],
      girth: 0.19 * s,
      // Something held between the palms (a rosary's cross, a rose) hangs from the thumbs.
      perch: [0, 0.05 * s],
      spots: mm(s, [
        [-0.2, 0.34],
        [0.2, 0.34],
        [-0.19, 0.05],
        [0.19, 0.05],
        [0, -0.5],
      ]),
      pierce: [
        [-0.35 * s, -0.25 * s],
        [0.35 * s, -0.05 * s],
      ],
      focus: [0, -0.1 * s],
    }
  },
}

const FORMS: readonly HandForm[] = [OPEN_PALM, HOLDING, PRAYING]

/**
 * The tattoo hand, pale skin in bold outline ending in a shirt cuff: the open palm, the hand
 * holding something (a rose, a dagger) with its stem through the fist at `perch`, praying hands.
 */
export const HAND: SubjectModel = {
  id: 'hand',
  shape: 'upright',
  aspects: FORMS.map((f) => (f.natural.maxX - f.natural.minX) / (f.natural.maxY - f.natural.minY)),
  draw(sk, rng, frame) {
    const form = FORMS[frame.form % FORMS.length]!
    const at = placeIn(frame, form.natural)
    const cuff = frame.colour ?? sk.style.palette[0] ?? SKIN
    let local: Local | undefined
    const shadows = new Shadows()
    at.draw(sk, () => {
      local = form.draw(sk, shadows, rng, at.s, sk.inColour ? cuff : SKIN)
      shadows.draw(sk)
    })
    return anchorsOf(at, local!, sk.style.weights.outline / 2)
  },
}
