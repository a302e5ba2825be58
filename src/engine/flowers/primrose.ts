import { polar, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { LEAF_GREEN } from './leaves.ts'
import { along, drawStem, linesAcross, type FlowerModel } from './model.ts'
import { petal } from './parts.ts'
import { angleOf, filled, frame, shadeIfRoom, stemLength, stemTip } from './sprig-kit.ts'

const PALE_YELLOW = '#f7e98e'
const EYE = '#eaa81f'

/**
 * A primrose leaf: tongue-shaped, widest past the middle with a round tip, its wrinkles drawn as
 * many short cross veins off the midrib when the style has room for them.
 */
function tongueLeaf(sk: Sketch, rng: Random, at: Pt, angle: number, length: number, width: number): void {
  const room = linesAcross(sk, width)
  const waves = room > 6 ? Math.floor(length / (sk.style.weights.outline * 4)) : 0
  const half = (t: number) => {
    const body =
      t <= 0.66 ? 0.2 + 0.8 * Math.sin((Math.PI / 2) * (t / 0.66)) ** 1.2 : Math.sqrt(Math.max(0, 1 - ((t - 0.66) / 0.34) ** 2))
    return (width / 2) * body * (1 + (waves ? 0.045 * Math.sin(t * waves * Math.PI * 2) : 0))
  }
  const n = Math.max(12, waves * 2 + 4)
  const upper: Pt[] = []
  const lower: Pt[] = []
  for (let i = 1; i < n; i++) {
    const t = i / n
    upper.push([t * length, -half(t) * (1 + rng.around(0, 0.02))])
    lower.push([t * length, half(t) * (1 + rng.around(0, 0.02))])
  }
  const outline: Pt[] = [[0, 0], ...upper, [length, 0], ...lower.reverse()]
  sk.within(frame(at, angle), () => {
    filled(sk, outline, LEAF_GREEN)
    if (room > 4)
      sk.curve(
        [
          [length * 0.02, 0],
          [length * 0.5, 0],
          [length * 0.9, 0],
        ],
        'inner',
        { taper: 0.4 },
      )
    if (room > 7 && sk.style.detail >= 0.5) {
      // The crinkles: veins running out and forward, close together.
      const gap = Math.max(sk.style.weights.outline * 2.6, length * 0.08)
      for (let x = length * 0.2; x < length * 0.86; x += gap)
        for (const side of [-1, 1]) {
          const h = half(x / length + 0.05)
          sk.curve(
            [
              [x, 0],
              [x + h * 0.35, side * h * 0.5],
              [x + h * 0.55, side * h * 0.82],
            ],
            'detail',
            { taper: 0.5 },
          )
        }
    }
    shadeIfRoom(sk, rng, outline, width, [0, 1], LEAF_GREEN, 5)
  })
}

/** A flat five-petalled flower facing us, each petal notched, with a darker star in the eye. */
function primroseFlower(sk: Sketch, rng: Random, centre: Pt, R: number, tilt: number, squeeze: number): void {
  const w = sk.style.weights.outline
  const turn = rng.range(0, Math.PI * 2)
  const width = Math.max(R * 0.95, w * 3.2)
  sk.within(frame(centre, tilt, 1, squeeze), () => {
    for (let i = 0; i < 5; i++) {
      const r = rng.fork(`petal${i}`)
      const angle = turn + (i * 2 * Math.PI) / 5 + r.around(0, 0.05)
      const outline = petal(r, { length: R * r.range(0.94, 1.04), width, widest: 0.7, tip: 'notch', angle, jitter: 0.04 })
      filled(sk, outline, PALE_YELLOW)
      if (linesAcross(sk, width) > 7 && sk.style.detail >= 0.5)
        sk.curve([polar(angle, R * 0.36), polar(angle, R * 0.7)], 'detail', { taper: 0.5 })
      shadeIfRoom(sk, r, outline, width, polar(angle + Math.PI, 1), PALE_YELLOW, 5)
    }
    const starR = R * 0.34
    if (linesAcross(sk, starR * 2) > 5.5) {
      // The eye: a five-pointed star, its points along the petals' middles.
      const star: Pt[] = []
      for (let i = 0; i < 10; i++) star.push(polar(turn + (i * Math.PI) / 5, i % 2 === 0 ? starR : starR * 0.5))
      filled(sk, star, EYE, 'inner')
      sk.dot([0, 0], Math.max(R * 0.1, sk.style.weights.detail * 1.5))
    } else {
      const r = Math.max(R * 0.16, w * 1.5)
      filled(
        sk,
        Array.from({ length: 10 }, (_, i) => polar((i / 10) * Math.PI * 2, r)),
        EYE,
        'inner',
      )
    }
  })
}

export const PRIMROSE: FlowerModel = {
  id: 'primrose',
  habit: 'cluster',
  weight: 1,
  colour: '#f5e27a',
  draw(sk, rng, sprig) {
    const R = (sprig.headMm / 2) * (0.85 + 0.15 * sprig.openness)
    const base = sprig.path[0]!
    const up = angleOf(along(sprig.path, 0.02).dir)
    const tall = stemLength(sprig.path)
    const side = rng.chance(0.5) ? 1 : -1
    const blooms: { at: Pt; R: number; r: Random }[] = []
    // More flowers on their own stalks from the rosette, lower and to either side.
    const extra = rng.int(1, 2)
    for (let i = 0; i < extra; i++) {
      const r = rng.fork(`stalk${i}`)
      const s = i === 0 ? -side : side
      const a = up + s * r.range(0.35, 0.55)
      const reach = tall * r.range(0.45, 0.62)
      const at = polar(a - s * 0.15, reach, base)
      drawStem(sk, [base, polar(a, reach * 0.5, base), at], 0)
      blooms.push({ at, R: R * r.range(0.62, 0.75), r })
    }
    drawStem(sk, sprig.path, sprig.headMm * 0.04)
    if (sprig.leaves) {
      const n = rng.int(4, 6)
      for (let i = 0; i < n; i++) {
        const r = rng.fork(`leaf${i}`)
        const spread = n === 1 ? 0 : -1 + (2 * i) / (n - 1)
        const a = up + spread * r.range(1.0, 1.25) + r.around(0, 0.1)
        const length = sprig.headMm * r.range(0.7, 0.9) * (1 - 0.25 * Math.abs(spread))
        tongueLeaf(sk, r, base, a, length, length * r.range(0.36, 0.42))
      }
    }
    for (const b of blooms) primroseFlower(sk, b.r, b.at, b.R, b.r.range(0, 6), b.r.range(0.8, 1))
    const { at } = stemTip(sprig.path)
    primroseFlower(sk, rng.fork('flower'), at, R, rng.range(0, 6), rng.range(0.85, 1))
  },
}
