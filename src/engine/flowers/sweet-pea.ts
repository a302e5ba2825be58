import { polar, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf } from './leaves.ts'
import { along, drawStem, linesAcross, type FlowerModel } from './model.ts'
import { petal } from './parts.ts'
import { angleOf, ellipse, filled, frame, shadeIfRoom, stalk, tendril } from './sprig-kit.ts'

const SWEET_PEA_COLOURS = ['#f2a7c3', '#c9a3e0', '#f5b6b0', '#e07aa8'] as const
const CALYX = '#6f9a4a'

/**
 * A pea flower facing us, its calyx at the origin and "up" along −y: the large round standard
 * with a wavy edge and a centre fold, two wings folded in front of it and the small curved keel.
 */
function peaFlower(
  sk: Sketch,
  rng: Random,
  at: Pt,
  angle: number,
  R: number,
  squeeze: number,
  colour: string,
  wing: string,
): void {
  const w = sk.style.weights.outline
  const room = linesAcross(sk, R)
  const waves = room > 8 ? rng.int(7, 10) : room > 5 ? 5 : 0
  sk.within(frame(at, angle, squeeze, 1), () => {
    // The standard: a broad fan from a narrow claw, notched at the top.
    const c: Pt = [0, -R * 0.62]
    const rim: Pt[] = []
    const n = 22
    for (let i = 0; i <= n; i++) {
      const a = Math.PI * 0.92 + (i / n) * Math.PI * 1.16
      const notch = 1 - 0.1 * Math.exp(-(((a - Math.PI * 1.5) / 0.12) ** 2))
      const wave = waves ? 1 + 0.05 * Math.sin(a * waves + rng.range(0, 0.4)) : 1
      rim.push(polar(a, R * 0.62 * notch * wave, c))
    }
    const standard: Pt[] = [[R * 0.12, -R * 0.05], ...rim.reverse(), [-R * 0.12, -R * 0.05]].map(([x, y]) => [x, y] as Pt)
    filled(sk, standard, colour)
    if (room > 4.5)
      sk.curve(
        [
          [0, -R * 0.12],
          [rng.around(0, R * 0.02), -R * 0.6],
          [0, -R * 1.05],
        ],
        'inner',
        { taper: 0.45 },
      )
    shadeIfRoom(sk, rng, standard, R * 1.2, [0.5, 1], colour, 5)
    const calyx = Math.max(R * 0.12, w * 1.4)
    filled(sk, ellipse([0, R * 0.08], calyx, calyx * 1.1, 10), CALYX, 'inner')
    // The keel curves down out from between the wings (bold lines would clot so small a part).
    const keelWidth = R * 0.18
    if (linesAcross(sk, keelWidth) > 2.6)
      filled(sk, petal(rng, { length: R * 0.55, width: keelWidth, widest: 0.5, tip: 'round', angle: Math.PI / 2 + 0.35 }), wing)
    // Wings: two rounded lobes folded forward over the keel.
    const wingWidth = Math.max(R * 0.42, w * 3)
    for (const s of rng.chance(0.5) ? [1, -1] : [-1, 1]) {
      const outline = petal(rng, {
        length: R * 0.62,
        width: wingWidth,
        widest: 0.62,
        tip: 'round',
        angle: Math.PI / 2 + s * rng.range(0.75, 1.0),
        jitter: 0.05,
      }).map(([x, y]) => [x, y - R * 0.12] as Pt)
      filled(sk, outline, wing)
      shadeIfRoom(sk, rng, outline, wingWidth, [0, 1], wing, 5)
    }
  })
}

/** A bud: the standard still folded round the wings, a pointed tear on its calyx. */
function peaBud(sk: Sketch, rng: Random, at: Pt, angle: number, R: number, colour: string): void {
  const width = Math.max(R * 0.55, sk.style.weights.outline * 3)
  const outline = petal(rng, { length: R * 0.95, width, widest: 0.55, tip: 'round', angle, jitter: 0.05 }).map(
    ([x, y]) => [x + at[0], y + at[1]] as Pt,
  )
  filled(sk, outline, colour)
  const calyx = Math.max(R * 0.14, sk.style.weights.outline * 1.4)
  filled(sk, ellipse(at, calyx, calyx, 10), CALYX, 'inner')
}

export const SWEET_PEA: FlowerModel = {
  id: 'sweet-pea',
  habit: 'sprig',
  weight: 1,
  colour: '#e9a2c4',
  draw(sk, rng, sprig) {
    const w = sk.style.weights.outline
    const colour = rng.pick(SWEET_PEA_COLOURS)
    const wing = rng.chance(0.5) ? colour : rng.pick(SWEET_PEA_COLOURS)
    const H = sprig.headMm
    drawStem(sk, sprig.path, H * 0.045)
    if (sprig.leaves) {
      // A pair of oval leaflets on one stalk, its tendrils curling on past them.
      const { at, dir } = along(sprig.path, rng.range(0.3, 0.42))
      const stemAngle = angleOf(dir)
      const side = rng.chance(0.5) ? 1 : -1
      const petiole = polar(stemAngle + side * 0.7, H * 0.14, at)
      stalk(sk, [at, petiole])
      const tendrils = rng.int(1, 2)
      for (let i = 0; i < tendrils; i++)
        tendril(
          sk,
          petiole,
          stemAngle + side * (0.7 + i * 0.2),
          H * rng.range(0.7, 0.85),
          rng.range(1.5, 2.4),
          i % 2 === 0 ? 1 : -1,
        )
      for (const s of [-1, 1]) {
        const length = H * rng.range(0.42, 0.52)
        drawLeaf(sk, rng.fork(`leaflet${s}`), petiole, stemAngle + side * 0.7 + s * 0.55, {
          length,
          width: Math.max(length * 0.42, w * 3.5),
          widest: 0.45,
          base: 'round',
          tip: 'point',
          curl: s * 0.08,
        })
      }
      const low = along(sprig.path, rng.range(0.12, 0.2))
      tendril(sk, low.at, angleOf(low.dir) - side * 0.8, H * 0.4, rng.range(1.2, 2), side > 0 ? -1 : 1)
    }
    // Flowers along the top of the stalk, alternating sides, the youngest (a bud) at the tip.
    const R = Math.max(H * 0.36, w * 6) * (0.85 + 0.15 * sprig.openness)
    const fit = Math.max(2, Math.min(4, Math.floor((H * 1.4) / R)))
    const count = Math.min(fit, rng.int(2, 4))
    const up = angleOf(along(sprig.path, 1).dir)
    for (let i = 0; i < count; i++) {
      const r = rng.fork(`flower${i}`)
      const t = 1 - i * 0.1
      const { at } = along(sprig.path, t)
      const side = i % 2 === 0 ? 1 : -1
      const size = R * 0.85 ** (count - 1 - i)
      const head = polar(up + side * 0.9, size * 0.35, at)
      stalk(sk, [at, polar(up + side * 0.6, size * 0.2, at), head])
      const lean = up + Math.PI / 2 + side * r.range(0.2, 0.45)
      if (i === 0 && count > 1 && (sprig.openness < 0.8 || r.chance(0.5)))
        peaBud(sk, r, head, up + side * 0.4, size * 0.7, colour)
      else peaFlower(sk, r, head, lean, size, r.range(0.75, 1), colour, wing)
    }
  },
}
