import { arcLengths, pointAtLength, smoothThrough } from '../geometry/curves.ts'
import { polar, type Pt } from '../geometry/vec.ts'
import { darken } from '../colour.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { along, drawStem, linesAcross, type FlowerModel, type Sprig } from './model.ts'
import { petal } from './parts.ts'
import { angleOf, ellipse, filled, frame, shadeIfRoom, stalk, stemLength } from './sprig-kit.ts'

/**
 * Larkspur (the gladiolus has its own file): florets along the upper part of the stem, open and
 * largest at the bottom, smaller and still in bud towards the tip. Bold styles get fewer, larger
 * florets so each keeps room inside its lines.
 */
interface Floret {
  at: Pt
  /** Floret radius in mm. */
  r: number
  /** −1 or +1: which side of the stem it leans to. */
  side: number
  open: boolean
  rng: Random
}

function spikeFlorets(
  _sk: Sketch,
  rng: Random,
  sprig: Sprig,
  o: { from: number; r0: number; shrink: number; spacing: number; rMin: number; openShare: number },
): { florets: Floret[]; up: number } {
  const line = smoothThrough(sprig.path, { step: 0.5 })
  const lengths = arcLengths(line)
  const total = lengths.at(-1) ?? 0
  const up = angleOf(along(sprig.path, 1).dir)
  const florets: Floret[] = []
  let s = total * o.from
  let r = o.r0
  let side = rng.chance(0.5) ? 1 : -1
  while (s < total - r * 0.2 && florets.length < 14) {
    florets.push({ at: pointAtLength(line, lengths, s), r, side, open: false, rng: rng.fork(`floret${florets.length}`) })
    const next = Math.max(o.rMin, r * o.shrink)
    s += (r + next) * o.spacing
    r = next
    side = -side
  }
  const opened = Math.max(1, Math.round(florets.length * o.openShare))
  florets.forEach((f, i) => (f.open = i < opened))
  return { florets, up }
}

const LARKSPUR_COLOURS = ['#4f6fd6', '#6b57c9', '#3f5fb8', '#c774b0'] as const

function larkspurFloret(sk: Sketch, f: Floret, up: number, colour: string): void {
  const { r, rng } = f
  const w = sk.style.weights.outline
  const centre = polar(up + f.side * (Math.PI / 2), r * 0.45, f.at)
  stalk(sk, [f.at, polar(up + f.side * 0.9, r * 0.3, f.at), centre])
  if (!f.open) {
    // A bud: an egg with its spur already curving back up the stem.
    const b = Math.max(r * 0.75, w * 3)
    sk.element().curve([centre, polar(up - f.side * 0.3, b * 0.9, centre)], 'inner', { taper: 0.6 })
    sk.within(frame(centre, up + f.side * 0.9), () => filled(sk, ellipse([b * 0.45, 0], b * 0.55, b * 0.38, 12), colour))
    return
  }
  // The spur points backwards and up from the top sepal.
  const spurLength = r * 1.6
  const spurWidth = r * 0.3
  const spurAngle = up + f.side * 0.3
  if (linesAcross(sk, spurWidth) < 2.6)
    sk.element().curve(
      [centre, polar(spurAngle, spurLength * 0.6, centre), polar(spurAngle - f.side * 0.3, spurLength, centre)],
      'outline',
      {
        taper: 0.6,
      },
    )
  else
    filled(
      sk,
      petal(rng, { length: spurLength, width: spurWidth, widest: 0.15, tip: 'point', angle: spurAngle }).map(
        (p) => [p[0] + centre[0], p[1] + centre[1]] as Pt,
      ),
      colour,
    )
  const width = Math.max(r * 0.62, w * 3)
  const turn = up + rng.around(0, 0.15)
  sk.within(frame(centre, f.side * 0.25, rng.range(0.82, 1), 1), () => {
    for (let i = 0; i < 5; i++) {
      const angle = turn + (i * 2 * Math.PI) / 5 + rng.around(0, 0.08)
      const outline = petal(rng, {
        length: r * rng.range(0.92, 1.05),
        width,
        widest: 0.58,
        tip: rng.chance(0.3) ? 'point' : 'round',
        angle,
        jitter: 0.05,
      })
      filled(sk, outline, colour)
      if (linesAcross(sk, width) > 6 && sk.style.detail >= 0.5)
        sk.curve([polar(angle, r * 0.35), polar(angle, r * 0.75)], 'detail', { taper: 0.5 })
      shadeIfRoom(sk, rng, outline, width, polar(angle + Math.PI, 1), colour, 5)
    }
    // The "bee": the true petals huddled in the middle, dark and furry.
    const bee = Math.max(r * 0.26, w * 1.4)
    filled(sk, ellipse([0, 0], bee, bee * 0.9, 10), darken(colour, 0.45), 'inner')
    if (linesAcross(sk, bee * 2) > 5)
      sk.curve(
        [
          [-bee * 0.6, -bee * 0.1],
          [0, bee * 0.25],
          [bee * 0.6, -bee * 0.1],
        ],
        'detail',
        { taper: 0.3 },
      )
  })
}

/** Feathery larkspur leaves: stalks that fork into thin segments, as lines only. */
function featheryLeaf(sk: Sketch, rng: Random, at: Pt, angle: number, length: number, depth: number): void {
  const end = polar(angle, length, at)
  sk.element().curve([at, polar(angle + rng.around(0, 0.1), length * 0.5, at), end], depth > 0 ? 'inner' : 'detail', {
    taper: 0.3,
  })
  if (depth <= 0) return
  const arms = depth > 1 ? 3 : 2 + rng.int(0, 1)
  for (let i = 0; i < arms; i++) {
    const spread = arms === 1 ? 0 : -0.55 + (1.1 * i) / (arms - 1)
    featheryLeaf(sk, rng, end, angle + spread + rng.around(0, 0.08), length * rng.range(0.55, 0.7), depth - 1)
  }
}

export const LARKSPUR: FlowerModel = {
  id: 'larkspur',
  habit: 'spike',
  weight: 1.1,
  colour: '#5a6fd0',
  draw(sk, rng, sprig) {
    const w = sk.style.weights.outline
    const colour = rng.pick(LARKSPUR_COLOURS)
    drawStem(sk, sprig.path, sprig.headMm * 0.05)
    if (sprig.leaves) {
      const tall = stemLength(sprig.path)
      // Fine forks need room between them: bold styles fork once, fine ones twice.
      const depth = linesAcross(sk, sprig.headMm) > 22 ? 2 : 1
      for (let i = 0; i < rng.int(2, 3); i++) {
        const r = rng.fork(`leaf${i}`)
        const side = i % 2 === 0 ? 1 : -1
        const { at, dir } = along(sprig.path, 0.06 + i * 0.14 + r.range(0, 0.05))
        featheryLeaf(sk, r, at, angleOf(dir) + side * r.range(0.6, 0.9), tall * r.range(0.16, 0.22), depth)
      }
    }
    const { florets, up } = spikeFlorets(sk, rng, sprig, {
      from: 0.42,
      r0: Math.max(sprig.headMm * 0.22, w * 4.2),
      shrink: 0.9,
      spacing: 0.62,
      rMin: Math.max(sprig.headMm * 0.08, w * 2),
      openShare: 0.35 + 0.4 * sprig.openness,
    })
    // From the tip down, so each lower (larger) floret overlaps the one above it.
    for (const f of [...florets].reverse()) larkspurFloret(sk, f, up, colour)
  },
}

// Gladiolus florets are trumpets, not flat stars: drawn on their own, exported here as before.
export { GLADIOLUS } from './gladiolus.ts'
