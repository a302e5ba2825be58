import type { Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectModel } from '../model.ts'
import { frameAt, PALE } from './kit.ts'
import { drawBuilt, twins, type Built, type Part } from './parts.ts'
import { plume } from './plume.ts'
import { wingParts, type WingSpec } from './wing.ts'

const BLUE = '#1d4e89'
const RED = '#c8102e'
const BEAK = '#222222'

/** How a swallow in side view holds itself: body turn and each wing's direction from the body. */
interface Pose {
  body: number
  near: number
  far: number
  /** The far wing is shorter: it is foreshortened behind the body. */
  farScale: number
  wing: number
  tailSpread: number
}

const WINGS_UP: Pose = { body: -0.3, near: -1.95, far: -1.5, farScale: 0.78, wing: 0.95, tailSpread: 0.26 }
const DIVING: Pose = { body: 0.85, near: -2.55, far: -2.15, farScale: 0.8, wing: 0.9, tailSpread: 0.2 }

/**
 * The sailor's swallow: dark blue back and wings, red-orange throat, pale belly, long forked
 * tail streamers and pointed sickle wings; seen in flight with its wings up, gliding from
 * below with its wings spread, or diving.
 */
export const SWALLOW: SubjectModel = {
  id: 'swallow',
  shape: 'flier',
  aspects: [1.18, 1.62, 0.87],
  draw(sk, rng, frame) {
    const pose = frame.form === 1 ? null : frame.form === 2 ? DIVING : WINGS_UP
    return drawBuilt(sk, rng, frame, (S) => (pose ? sideView(sk, rng, S, pose) : gliding(sk, rng, S)))
  },
}

function sideView(sk: Sketch, rng: Random, S: number, pose: Pose): Built {
  const b = frameAt([0, 0], pose.body)
  const at = (x: number, y: number) => b(x * S, y * S)
  const wing = (angle: number, scale: number): WingSpec => ({
    at: at(0.1, -0.07),
    angle: pose.body + angle,
    flip: true,
    length: pose.wing * scale * S,
    chord: 0.3 * S,
    sweep: 0.14,
    arch: 0.1,
    fullness: -0.04,
    tips: 'point',
    covert: 0.5,
    colour: BLUE,
    tone: 'dark',
  })
  const parts: Part[] = [...wingParts(sk, rng.fork('far'), wing(pose.far, pose.farScale)), ...tail(at, S, pose.tailSpread)]
  const body: Pt[] = [
    at(0.4, 0.0),
    at(0.34, -0.085),
    at(0.2, -0.11),
    at(0, -0.11),
    at(-0.22, -0.07),
    at(-0.34, -0.035),
    at(-0.34, 0.035),
    at(-0.16, 0.1),
    at(0.1, 0.125),
    at(0.3, 0.08),
  ]
  const back: Pt[] = [
    at(0.405, 0.01),
    at(0.34, -0.085),
    at(0.2, -0.11),
    at(0, -0.11),
    at(-0.22, -0.07),
    at(-0.34, -0.035),
    at(-0.3, 0.02),
    at(-0.1, 0.02),
    at(0.12, 0.01),
    at(0.3, 0.035),
  ]
  const throat: Pt[] = [at(0.39, 0.035), at(0.3, 0.035), at(0.16, 0.035), at(0.15, 0.09), at(0.28, 0.09)]
  const beak: Pt[] = [at(0.37, -0.03), at(0.49, 0.01), at(0.37, 0.035)]
  const w = 0.22 * S
  parts.push(
    { outline: beak, ink: { colour: BEAK, tone: 'dark', widthMm: 0.06 * S } },
    { outline: body, ink: { colour: PALE, shadow: [0, 1], widthMm: w } },
    { outline: back, ink: { colour: BLUE, tone: 'dark', widthMm: 0.13 * S }, eye: { at: at(0.3, -0.025), r: 0.028 * S } },
    { outline: throat, ink: { colour: RED, widthMm: 0.06 * S, weight: 'inner' }, outer: false },
    ...wingParts(sk, rng.fork('near'), wing(pose.near, 1)),
  )
  return { parts, anchors: { focus: at(0.3, 0), axis: [at(-0.34, 0), at(0.45, 0)], girth: 0.11 * S } }
}

/** The forked tail: two long streamers and the short feathers between them, notched. */
function tail(at: (x: number, y: number) => Pt, S: number, spread: number): Part[] {
  const width = 0.085 * S
  const upper = plume(at(-0.3, -0.02), at(-1.0, -spread), width, 'point', 0.04)
  const lower = plume(at(-0.3, 0.02), at(-1.0, spread * 0.75), width, 'point', -0.04)
  const fan: Pt[] = [at(-0.28, -0.04), at(-0.55, -0.12), at(-0.5, 0), at(-0.55, 0.1), at(-0.28, 0.04)]
  const ink = { colour: BLUE, tone: 'dark' as const, widthMm: width, shadow: [0, 1] as Pt }
  return [
    { outline: lower.outline, ink },
    { outline: upper.outline, ink },
    { outline: fan, ink: { ...ink, widthMm: 0.12 * S } },
  ]
}

/** Seen from below with both wings spread, exactly mirrored: the gliding swallow of flash sheets. */
function gliding(sk: Sketch, rng: Random, S: number): Built {
  const at = (x: number, y: number): Pt => [x * S, y * S]
  const right: WingSpec = {
    at: at(0.07, -0.12),
    // Long, swept wings: the span of a gliding swallow is twice its body.
    angle: -0.35,
    length: 1.15 * S,
    chord: 0.3 * S,
    sweep: 0.2,
    arch: 0.08,
    fullness: -0.04,
    tips: 'point',
    covert: 0.5,
    colour: BLUE,
    tone: 'dark',
  }
  const wings = twins(wingParts(sk, rng.fork('wing'), right), 'wing')
  const width = 0.085 * S
  const streamer = (k: number) => plume(at(k * 0.03, 0.3), at(k * 0.24, 1.0), width, 'point', k * -0.05).outline
  const fan: Pt[] = [at(-0.055, 0.28), at(-0.1, 0.55), at(0, 0.48), at(0.1, 0.55), at(0.055, 0.28)]
  const tailInk = { colour: BLUE, tone: 'dark' as const, widthMm: width, shadow: [0, 1] as Pt }
  const body: Pt[] = [
    at(0, -0.46),
    at(0.075, -0.4),
    at(0.105, -0.25),
    at(0.12, -0.05),
    at(0.08, 0.2),
    at(0.045, 0.32),
    at(-0.045, 0.32),
    at(-0.08, 0.2),
    at(-0.12, -0.05),
    at(-0.105, -0.25),
    at(-0.075, -0.4),
  ]
  const belly: Pt[] = [
    at(0, -0.28),
    at(0.07, -0.18),
    at(0.08, 0.02),
    at(0.05, 0.22),
    at(0, 0.28),
    at(-0.05, 0.22),
    at(-0.08, 0.02),
    at(-0.07, -0.18),
  ]
  const throat: Pt[] = [at(0, -0.38), at(0.06, -0.32), at(0.065, -0.2), at(0, -0.15), at(-0.065, -0.2), at(-0.06, -0.32)]
  const beak: Pt[] = [at(-0.025, -0.42), at(0, -0.52), at(0.025, -0.42)]
  const parts: Part[] = [
    { outline: streamer(-1), ink: tailInk },
    { outline: streamer(1), ink: tailInk },
    { outline: fan, ink: { ...tailInk, widthMm: 0.2 * S } },
    ...wings.left,
    ...wings.right,
    { outline: beak, ink: { colour: BEAK, tone: 'dark', widthMm: 0.05 * S } },
    { outline: body, ink: { colour: BLUE, tone: 'dark', widthMm: 0.22 * S } },
    { outline: belly, ink: { colour: PALE, shadow: [1, 0], widthMm: 0.15 * S, weight: 'inner' }, outer: false },
    { outline: throat, ink: { colour: RED, widthMm: 0.12 * S, weight: 'inner' }, outer: false },
  ]
  return { parts, anchors: { focus: at(0, -0.3), axis: [at(0, 0.32), at(0, -0.5)], girth: 0.12 * S } }
}
