import type { Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectModel } from '../model.ts'
import { linesAcross } from '../../flowers/model.ts'
import { BEAK_YELLOW } from './head.ts'
import { frameAt } from './kit.ts'
import { drawBuilt, twins, type Built, type Part } from './parts.ts'
import { flameRibbon } from './plume.ts'
import { wingParts, type WingSpec } from './wing.ts'

const RED = '#c8102e'
const ORANGE = '#e87722'
const YELLOW = '#f2a900'
const FIRE = [RED, ORANGE, YELLOW] as const

/**
 * The phoenix: a slender fire bird with a flame crest, wings whose feathers end in flames and
 * long tail plumes that flow like fire; rising with its wings up and its plumes falling to both
 * sides, or flying sideways with its plumes trailing in waves.
 */
export const PHOENIX: SubjectModel = {
  id: 'phoenix',
  shape: 'flier',
  aspects: [0.7, 1.4],
  draw(sk, rng, frame) {
    return drawBuilt(sk, rng, frame, (S) => (frame.form === 1 ? sideways(sk, rng, S) : rising(sk, rng, S)))
  },
}

const wing = (at: Pt, angle: number, S: number, flip: boolean, scale = 1): WingSpec => ({
  at,
  angle,
  flip,
  length: 0.9 * scale * S,
  chord: 0.34 * S,
  sweep: 0.22,
  arch: 0.12,
  fullness: 0.06,
  tips: 'flame',
  covert: 0.5,
  colour: ORANGE,
  covertColour: YELLOW,
  tone: 'light',
})

/** The crested head in profile, beak to +x: a round head, a short sharp beak, three flame plumes curling back. */
function crestedHead(sk: Sketch, rng: Random, at: Pt, h: number, angle: number, crestReach = 1): Part[] {
  const f = frameAt(at, angle)
  const p = (x: number, y: number): Pt => f(x * h, y * h)
  const crest: Part[] = [0, 1, 2].map((i) => {
    const r = rng.fork(`crest${i}`)
    const lift = -0.5 - i * 0.35 + r.around(0, 0.05)
    const path = [
      p(0.1, -0.2),
      p((-0.25 - i * 0.1) * crestReach, lift),
      p((-0.75 - i * 0.15) * crestReach, lift - 0.2 + i * 0.2),
      p((-1.05 - i * 0.1) * crestReach, (lift + 0.15 + i * 0.25) * crestReach),
    ]
    const ribbon = flameRibbon(path, h * (0.34 - i * 0.05), 2, i * 0.3)
    return { outline: ribbon.outline, ink: { colour: FIRE[i % 3]!, shadow: [0, 1] as Pt, widthMm: h * 0.3 } }
  })
  const head: Pt[] = [
    p(-0.3, 0.1),
    p(-0.2, -0.25),
    p(0.15, -0.38),
    p(0.45, -0.22),
    p(0.55, 0.02),
    p(0.38, 0.28),
    p(0.05, 0.42),
    p(-0.25, 0.45),
  ]
  // The beak starts well inside the head: its outline crosses the head's squarely, with no crevice.
  const beak: Pt[] = [p(0.3, -0.12), p(0.52, -0.16), p(0.82, -0.02), p(1.0, 0.1), p(0.7, 0.12), p(0.5, 0.18), p(0.32, 0.14)]
  const wattle: Pt[] = [p(0.35, 0.2), p(0.52, 0.18), p(0.5, 0.42), p(0.38, 0.5), p(0.3, 0.36)]
  return [
    ...crest.reverse(),
    {
      outline: head,
      ink: { colour: RED, tone: 'dark', shadow: [0, 1], widthMm: h * 0.7 },
      eye: { at: p(0.22, -0.06), r: h * 0.1 },
    },
    {
      outline: beak,
      ink: { colour: BEAK_YELLOW, widthMm: h * 0.2 },
      lines: [{ pts: [p(0.5, 0.05), p(0.78, 0.07)], weight: 'detail', room: 5 }],
    },
    // The wattle only where the head is big enough to hold it apart from the beak.
    ...(linesAcross(sk, h) > 9 ? [{ outline: wattle, ink: { colour: ORANGE, widthMm: h * 0.18 }, outer: false }] : []),
  ]
}

/** Long tail plumes from `root`, each along its own path, coloured in turn through the fire's colours. */
function plumes(paths: Pt[][], width: number): Part[] {
  return paths.map((path, i) => {
    const ribbon = flameRibbon(path, width * (i === 0 ? 1 : 0.85), 4, i * 0.37)
    return {
      outline: ribbon.outline,
      ink: { colour: FIRE[i % 3]!, shadow: [0, 1] as Pt, widthMm: width * 0.7 },
      lines: [
        {
          pts: ribbon.spine.slice(Math.floor(ribbon.spine.length * 0.1), Math.floor(ribbon.spine.length * 0.7)),
          weight: 'inner',
          room: 6,
        },
      ],
    }
  })
}

function rising(sk: Sketch, rng: Random, S: number): Built {
  const at = (x: number, y: number): Pt => [x * S, y * S]
  const tail = plumes(
    [
      // The long plumes fall and curl out to both sides; the short ones flick up beside them.
      [at(0, 0.3), at(0.03, 0.72), at(-0.08, 1.1), at(0.05, 1.45)],
      [at(0, 0.3), at(0.1, 0.62), at(0.36, 0.98), at(0.62, 1.08), at(0.76, 0.92)],
      [at(0, 0.3), at(-0.1, 0.64), at(-0.38, 1.0), at(-0.64, 1.12), at(-0.78, 0.96)],
      [at(0, 0.3), at(0.14, 0.46), at(0.46, 0.46), at(0.64, 0.26)],
      [at(0, 0.3), at(-0.14, 0.47), at(-0.48, 0.49), at(-0.66, 0.3)],
    ],
    0.17 * S,
  )
  const wings = twins(wingParts(sk, rng.fork('wing'), wing(at(0.06, -0.08), -1.05, S, false)), 'wing')
  // A full breast: it covers where the wings join, so no crevice of paper opens at their roots.
  const body: Pt[] = [
    at(0, -0.3),
    at(0.14, -0.16),
    at(0.14, 0.05),
    at(0.07, 0.3),
    at(0, 0.36),
    at(-0.07, 0.3),
    at(-0.14, 0.05),
    at(-0.14, -0.16),
  ]
  const breast = [-0.05, 0.08].map((y) => ({
    pts: [at(-0.07, y), at(-0.035, y + 0.04), at(0, y), at(0.035, y + 0.04), at(0.07, y)],
    weight: 'detail' as const,
    room: 7,
  }))
  // A tuft where the plumes leave the body, so their roots do not pinch paper between them.
  const tuft: Pt[] = [at(0, 0.2), at(0.1, 0.32), at(0.09, 0.45), at(0, 0.52), at(-0.09, 0.45), at(-0.1, 0.32)]
  return {
    parts: [
      ...tail.slice().reverse(),
      { outline: tuft, ink: { colour: ORANGE, shadow: [0, 1], widthMm: 0.18 * S } },
      ...wings.left,
      ...wings.right,
      { outline: body, ink: { colour: RED, tone: 'dark', shadow: [1, 0.3], widthMm: 0.24 * S }, lines: breast },
      // Between raised wings the crest is kept short, clear of their edges.
      ...crestedHead(sk, rng.fork('head'), at(0, -0.3), 0.24 * S, -0.35, 0.7),
    ],
    anchors: { focus: at(0, -0.35), axis: [at(0, 1.1), at(0, -0.5)], girth: 0.12 * S },
  }
}

function sideways(sk: Sketch, rng: Random, S: number): Built {
  const at = (x: number, y: number): Pt => [x * S, y * S]
  const tail = plumes(
    [
      [at(-0.28, 0.05), at(-0.6, 0.2), at(-0.95, 0.05), at(-1.3, 0.22), at(-1.6, 0.1)],
      [at(-0.28, 0.0), at(-0.6, -0.1), at(-0.95, -0.24), at(-1.3, -0.12), at(-1.5, -0.26)],
      [at(-0.28, 0.1), at(-0.5, 0.42), at(-0.8, 0.5), at(-1.1, 0.66), at(-1.35, 0.58)],
    ],
    0.2 * S,
  )
  const spec = (angle: number, scale: number) => wing(at(0.04, -0.08), angle, S, true, scale)
  const tuft: Pt[] = [at(-0.2, -0.07), at(-0.42, -0.1), at(-0.58, 0.06), at(-0.48, 0.24), at(-0.3, 0.18), at(-0.2, 0.1)]
  const body: Pt[] = [
    at(0.32, -0.04),
    at(0.2, -0.13),
    at(-0.05, -0.12),
    at(-0.3, -0.03),
    at(-0.3, 0.08),
    at(-0.05, 0.15),
    at(0.2, 0.13),
    at(0.32, 0.06),
  ]
  return {
    parts: [
      ...wingParts(sk, rng.fork('far'), spec(-1.35, 0.8)),
      ...tail.slice().reverse(),
      { outline: tuft, ink: { colour: ORANGE, shadow: [0, 1], widthMm: 0.18 * S } },
      { outline: body, ink: { colour: RED, tone: 'dark', shadow: [0, 1], widthMm: 0.24 * S } },
      ...crestedHead(sk, rng.fork('head'), at(0.3, -0.06), 0.25 * S, -0.25),
      ...wingParts(sk, rng.fork('near'), spec(-1.95, 1)),
    ],
    anchors: { focus: at(0.35, -0.1), axis: [at(-1.3, 0.1), at(0.5, 0)], girth: 0.12 * S },
  }
}
