import type { Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectModel } from '../model.ts'
import { raptorHead } from './head.ts'
import { frameAt, PALE } from './kit.ts'
import { drawBuilt, twins, type Built, type Part } from './parts.ts'
import { plume } from './plume.ts'
import { talon } from './talon.ts'
import { wingParts, type WingSpec } from './wing.ts'

const BROWN = '#6b3d1f'
const GOLD = '#c68a2e'

/**
 * The American traditional eagle: wings spread and raised, head turned in profile, talons out
 * under a white tail fan; or the eagle's head alone with its hooked beak and ruff; or diving with
 * wings swept back and talons reaching forward. Feathers in rows with tapered ends, fewer and
 * broader for bold lines.
 */
export const EAGLE: SubjectModel = {
  id: 'eagle',
  shape: 'flier',
  aspects: [1.1, 1.11, 0.84],
  draw(sk, rng, frame) {
    const form = frame.form
    return drawBuilt(sk, rng, frame, (S) => (form === 1 ? headOnly(S) : form === 2 ? diving(sk, rng, S) : spread(sk, rng, S)))
  },
}

const wingSpec = (at: Pt, angle: number, S: number, flip = false): WingSpec => ({
  at,
  angle,
  flip,
  length: 0.95 * S,
  chord: 0.42 * S,
  sweep: 0.06,
  arch: 0.08,
  fullness: 0.1,
  tips: 'finger',
  covert: 0.55,
  colour: BROWN,
  covertColour: GOLD,
  tone: 'dark',
})

function spread(sk: Sketch, rng: Random, S: number): Built {
  const at = (x: number, y: number): Pt => [x * S, y * S]
  const wings = twins(wingParts(sk, rng.fork('wing'), wingSpec(at(0.1, -0.02), -0.85, S)), 'wing')
  const tail: Part[] = []
  const feathers = 5
  for (let i = 0; i < feathers; i++) {
    const a = Math.PI / 2 + (i - (feathers - 1) / 2) * 0.2
    const base = at(0, 0.32)
    const tip: Pt = [base[0] + Math.cos(a) * 0.42 * S, base[1] + Math.sin(a) * 0.42 * S]
    const f = plume(base, tip, 0.15 * S, 'round')
    tail.push({ outline: f.outline, ink: { colour: PALE, shadow: [0, 1], widthMm: 0.12 * S } })
  }
  // Middle feather last, so the fan overlaps symmetrically.
  const fan = [tail[0]!, tail[4]!, tail[1]!, tail[3]!, tail[2]!]
  const body: Pt[] = [
    at(0, -0.2),
    at(0.15, -0.12),
    at(0.19, 0.1),
    at(0.13, 0.33),
    at(0, 0.42),
    at(-0.13, 0.33),
    at(-0.19, 0.1),
    at(-0.15, -0.12),
  ]
  const breast = [0.02, 0.14].map((y) => ({
    pts: [at(-0.1, y), at(-0.05, y + 0.05), at(0, y), at(0.05, y + 0.05), at(0.1, y)],
    weight: 'detail' as const,
    room: 8,
  }))
  const feet = twins(talon([0.12 * S, 0.34 * S], Math.PI / 2 - 0.55, 0.26 * S, false), 'foot')
  return {
    parts: [
      ...fan,
      ...wings.left,
      ...wings.right,
      ...feet.left,
      ...feet.right,
      { outline: body, ink: { colour: BROWN, tone: 'dark', shadow: [1, 0.4], widthMm: 0.36 * S }, lines: breast },
      ...raptorHead(at(-0.06, -0.1), 0.36 * S, -0.15),
    ],
    anchors: { focus: at(0.1, -0.2), perch: at(0, -0.2), axis: [at(0, 0.7), at(0, -0.3)], girth: 0.18 * S },
  }
}

function headOnly(S: number): Built {
  const parts = raptorHead([0, 0], S, -0.1, { neck: 0.9 })
  return { parts, anchors: { focus: [0.5 * S, -0.1 * S], perch: [0.2 * S, -0.38 * S] } }
}

function diving(sk: Sketch, rng: Random, S: number): Built {
  const angle = 0.65
  const b = frameAt([0, 0], angle)
  const at = (x: number, y: number) => b(x * S, y * S)
  const wing = (rel: number, scale: number): WingSpec => ({
    ...wingSpec(at(0.05, -0.1), angle + rel, S, true),
    length: 0.95 * scale * S,
  })
  const body: Pt[] = [
    at(0.32, -0.06),
    at(0.18, -0.15),
    at(-0.1, -0.16),
    at(-0.36, -0.08),
    at(-0.36, 0.07),
    at(-0.05, 0.17),
    at(0.22, 0.15),
    at(0.34, 0.06),
  ]
  const tail: Part[] = [-0.22, 0, 0.22].map((k) => {
    const f = plume(at(-0.3, 0), at(-0.72, k * 0.9), 0.16 * S, 'round')
    return { outline: f.outline, ink: { colour: PALE, shadow: [0, 1], widthMm: 0.12 * S } }
  })
  const feet = [0, 1].flatMap((k) => talon(at(0.12 + k * 0.08, 0.14), angle - 0.2 - k * 0.35, 0.24 * S, false))
  return {
    parts: [
      ...wingParts(sk, rng.fork('far'), wing(-2.0, 0.8)),
      ...tail,
      { outline: body, ink: { colour: BROWN, tone: 'dark', shadow: [0, 1], widthMm: 0.3 * S } },
      ...feet,
      ...raptorHead(at(0.26, -0.02), 0.3 * S, angle + 0.15),
      ...wingParts(sk, rng.fork('near'), wing(-2.45, 1)),
    ],
    anchors: { focus: at(0.5, 0), axis: [at(-0.7, 0), at(0.6, 0)], girth: 0.16 * S },
  }
}
