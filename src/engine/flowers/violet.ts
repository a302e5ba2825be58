import { arcLengths, pointAtLength, smoothThrough } from '../geometry/curves.ts'
import { polar, type Pt } from '../geometry/vec.ts'
import { darken } from '../colour.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { LEAF_GREEN } from './leaves.ts'
import { along, drawStem, linesAcross, type FlowerModel } from './model.ts'
import { petal } from './parts.ts'
import { angleOf, filled, frame, shadeIfRoom, stemLength, stemTip } from './sprig-kit.ts'

/**
 * A heart-shaped leaf with round teeth (violet), from the notch at `at` towards `angle`. The
 * teeth are as many as stay a few line widths long, none at all in the boldest styles.
 */
export function heartLeaf(sk: Sketch, rng: Random, at: Pt, angle: number, length: number, width: number): void {
  const L = length
  const W = width / 2
  const upper = smoothThrough(
    [
      [0.06 * L, 0],
      [-0.07 * L, -0.3 * W],
      [-0.02 * L, -0.72 * W],
      [0.16 * L, -0.98 * W],
      [0.4 * L, -0.92 * W],
      [0.62 * L, -0.62 * W],
      [0.84 * L, -0.26 * W],
      [L, 0],
    ],
    { step: 0.3 },
  )
  const lengths = arcLengths(upper)
  const total = lengths.at(-1) ?? 0
  const teeth = Math.min(12, Math.floor(total / (sk.style.weights.outline * 3.2)))
  const n = teeth >= 5 ? teeth * 2 : 8
  const edge: Pt[] = []
  for (let i = 1; i < n; i++) {
    const s = (i / n) * total
    const p = pointAtLength(upper, lengths, s)
    const q = pointAtLength(upper, lengths, Math.min(total, s + 0.3))
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1
    // Inward normal of the upper edge (towards the midrib).
    const nrm: Pt = [-(q[1] - p[1]) / d, (q[0] - p[0]) / d]
    const dent = teeth >= 5 && i % 2 === 0 ? W * 0.07 * (1 + rng.around(0, 0.2)) : 0
    edge.push([p[0] - nrm[0] * dent, p[1] - nrm[1] * dent])
  }
  const outline: Pt[] = [[0.06 * L, 0], ...edge, [L, 0], ...edge.map(([x, y]) => [x, -y] as Pt).reverse()]
  sk.within(frame(at, angle), () => {
    filled(sk, outline, LEAF_GREEN)
    const room = linesAcross(sk, width)
    if (room > 4)
      sk.curve(
        [
          [0.06 * L, 0],
          [0.45 * L, 0.01 * L],
          [0.86 * L, 0],
        ],
        'inner',
        { taper: 0.4 },
      )
    if (room > 8 && sk.style.detail >= 0.5)
      for (const side of [-1, 1])
        for (const [from, to] of [
          [0.1, 0.45],
          [0.3, 0.68],
        ] as const)
          sk.curve(
            [
              [from * L, 0],
              [(from + 0.12) * L, side * W * 0.35],
              [to * L, side * W * 0.55 * (1.1 - to * 0.5)],
            ],
            'detail',
            { taper: 0.5 },
          )
    shadeIfRoom(sk, rng, outline, width, [0, 1], LEAF_GREEN, 5)
  })
}

/**
 * A violet seen from the front: two upper petals held up like ears, two side petals and a broad
 * lower lip streaked with dark lines from a small yellow eye.
 */
function violetFlower(sk: Sketch, rng: Random, centre: Pt, R: number, tilt: number, squeeze: number, colour: string): void {
  const w = sk.style.weights.outline
  const spread = rng.range(0.38, 0.55)
  sk.within(frame(centre, tilt, squeeze, 1), () => {
    const part = (angle: number, length: number, width: number, fill: string, tip: 'round' | 'notch' = 'round') => {
      const r = rng.fork(`petal${angle.toFixed(2)}`)
      const outline = petal(r, { length, width: Math.max(width, w * 3), widest: 0.6, tip, angle, jitter: 0.05 })
      filled(sk, outline, fill)
      shadeIfRoom(sk, r, outline, width, polar(angle + Math.PI, 1), fill, 5)
      return outline
    }
    const upper = darken(colour, 0.12)
    for (const s of rng.chance(0.5) ? [1, -1] : [-1, 1])
      part(-Math.PI / 2 + s * spread, R * rng.range(0.92, 1.02), R * 0.66, upper)
    for (const s of [1, -1]) {
      const angle = Math.PI / 2 - s * (Math.PI / 2 - rng.range(0.1, 0.3))
      part(angle, R * 0.82, R * 0.52, colour)
      // The side petals' white beards near the throat.
      if (linesAcross(sk, R * 0.52) > 8 && sk.style.detail >= 0.5)
        for (const k of [-0.08, 0.08])
          sk.curve([polar(angle + k, R * 0.18), polar(angle + k * 1.5, R * 0.38)], 'detail', { taper: 0.5 })
    }
    const lipAngle = Math.PI / 2 + rng.around(0, 0.06)
    const lipWidth = R * 0.92
    part(lipAngle, R * 0.95, lipWidth, colour, rng.chance(0.4) ? 'notch' : 'round')
    const room = linesAcross(sk, lipWidth)
    if (room > 5.5 && sk.style.detail >= 0.4) {
      // Nectar guides fan out from the eye across the lip.
      const n = room > 10 ? 7 : 5
      for (let i = 0; i < n; i++) {
        const a = lipAngle + (i / (n - 1) - 0.5) * 0.9
        const reach = R * (0.5 + 0.14 * Math.cos((i / (n - 1) - 0.5) * Math.PI))
        sk.curve([polar(lipAngle, R * 0.16), polar(a, R * 0.32), polar(a * 1.02, reach)], 'detail', { taper: 0.45 })
      }
    }
    // The eye also covers the meeting of the petals, which bold lines would clot into a blot.
    const eyeR = Math.max(R * 0.13, w * 1.5)
    if (eyeR < R * 0.32) {
      const eye = Array.from({ length: 10 }, (_, i) => polar((i / 10) * Math.PI * 2, eyeR, [0, R * 0.04]))
      filled(sk, eye, '#f4cf3a', eyeR > w * 2.5 ? 'outline' : 'inner')
    }
  })
}

/** A bud hanging from its crooked stalk: a teardrop of folded petals. */
function violetBud(sk: Sketch, rng: Random, at: Pt, hang: number, R: number, colour: string): void {
  const outline = petal(rng, {
    length: R * 1.1,
    width: Math.max(R * 0.6, sk.style.weights.outline * 3),
    widest: 0.6,
    tip: 'point',
    angle: hang,
  })
  filled(
    sk,
    outline.map((p) => [p[0] + at[0], p[1] + at[1]] as Pt),
    colour,
  )
}

export const VIOLET: FlowerModel = {
  id: 'violet',
  habit: 'nodding',
  weight: 0.9,
  colour: '#6b3fa0',
  draw(sk, rng, sprig) {
    const R = (sprig.headMm / 2) * (0.85 + 0.15 * sprig.openness)
    const colour = rng.pick(['#6b3fa0', '#7a4bb0', '#5d3a94'])
    const base = sprig.path[0]!
    const baseUp = angleOf(along(sprig.path, 0.02).dir)
    const tall = stemLength(sprig.path)
    const { at: tip, up } = stemTip(sprig.path)
    const side = rng.chance(0.5) ? 1 : -1
    if (sprig.leaves) {
      // Leaves stand on their own stalks from the root, shorter than the flower's.
      const n = rng.int(2, 3)
      for (let i = 0; i < n; i++) {
        const r = rng.fork(`leaf${i}`)
        const s = i === 2 ? side : i === 0 ? -side : side
        const a = baseUp + s * r.range(0.2, 0.45) * (i === 2 ? 0.4 : 1)
        const reach = tall * r.range(0.22, 0.38)
        const end = polar(a + s * 0.15, reach, base)
        sk.element().curve([base, polar(a, reach * 0.55, base), end], 'inner', { taper: 0.1 })
        const length = sprig.headMm * r.range(0.55, 0.7)
        heartLeaf(sk, r, end, a + s * r.range(0.2, 0.5), length, length * r.range(0.9, 1.05))
      }
    }
    // A second flower or a bud on its own stalk, lower and to the other side.
    if (rng.chance(0.65)) {
      const r = rng.fork('second')
      const a = baseUp - side * r.range(0.3, 0.5)
      const reach = tall * r.range(0.5, 0.65)
      const top = polar(a + side * 0.3, reach, base)
      drawStem(sk, [base, polar(a, reach * 0.6, base), top], 0)
      const hang = a + side * 0.3 - side * 2.1
      if (sprig.openness < 0.7 || r.chance(0.5) || linesAcross(sk, R * 0.3) < 3.2) violetBud(sk, r, top, hang, R * 0.5, colour)
      else violetFlower(sk, r, polar(hang, R * 0.3, top), R * 0.62, a + side * 0.3 + Math.PI / 2 - side * 0.5, 0.85, colour)
    }
    // The stalk crooks at its top so the flower nods out to one side.
    const centre = polar(up, R * 0.1, polar(up + side * (Math.PI / 2), R * 0.45, tip))
    drawStem(sk, [...sprig.path.slice(0, -1), tip, polar(up + side * 0.7, R * 0.3, tip), centre], sprig.headMm * 0.04)
    violetFlower(sk, rng.fork('flower'), centre, R, up + Math.PI / 2 + side * rng.range(0.25, 0.5), rng.range(0.8, 0.95), colour)
  },
}
