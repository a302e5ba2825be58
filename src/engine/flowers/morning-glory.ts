import { compose, polar, rotation, translation, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf, LEAF_GREEN } from './leaves.ts'
import { along, drawStem, type FlowerModel, type Sprig } from './model.ts'
import { lighten } from '../colour.ts'
import { arc, leanOf, overlay, part, place, roomy, twine } from './outline-kit.ts'

const GLORY_BLUE = '#5a6fd6'
const THROAT = '#fbf3c4'
const VINE = '#4f7d3a'

/**
 * Morning glory: a trumpet seen three-quarters on, its round flared rim creased by a five-point
 * star of pleats that runs into a pale throat, on a narrow tube; heart-shaped leaves on a
 * twining vine with a coiled tendril and a furled, twisted bud.
 */
export const MORNING_GLORY: FlowerModel = {
  id: 'morning-glory',
  habit: 'sprig',
  weight: 1.1,
  colour: GLORY_BLUE,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    const vine = twine(sprig.path, R * 0.12, rng.range(1.2, 1.8), rng.range(0, Math.PI * 2))
    drawStem(sk, vine, sprig.headMm * 0.035, VINE)
    if (sprig.leaves) {
      const first = rng.chance(0.5) ? 1 : -1
      tendril(sk, rng.fork('tendril'), vine, rng.range(0.45, 0.6), -first, R)
      const count = rng.int(2, 3)
      for (let i = 0; i < count; i++) {
        const side = i % 2 === 0 ? first : -first
        heartLeaf(sk, rng.fork(`leaf${i}`), vine, 0.18 + i * 0.2 + rng.range(0, 0.05), side, R)
      }
      if (rng.chance(0.8)) furledBud(sk, rng.fork('bud'), vine, rng.range(0.55, 0.7), -first, R)
    }
    const { at, dir } = along(vine, 1)
    sk.within(compose(translation(at[0], at[1]), rotation(leanOf(dir) * 0.5 + rng.around(0, 0.15))), () =>
      trumpet(sk, rng.fork('flower'), R, sprig.openness),
    )
  },
}

/** The flower: tube and funnel behind, then the flared face with its star and throat. */
function trumpet(sk: Sketch, rng: Random, R: number, openness: number): void {
  const w = sk.style.weights
  const open = 0.55 + 0.45 * Math.max(0, Math.min(1, openness))
  const rx = R * open
  const ry = rx * rng.range(0.52, 0.66)
  const c: Pt = [0, -R * 0.35]
  const tubeW = Math.max(R * 0.1, w.outline * 1.3)
  // The outside of the funnel, narrowing from the rim to the tube, which meets the vine.
  const body: Pt[] = [
    [-rx * 0.98, c[1] + ry * 0.15],
    [-rx * 0.55, c[1] + ry * 1.05],
    [-tubeW * 1.2, R * 0.35],
    [-tubeW, R * 0.62],
    [0, R * 0.68],
    [tubeW, R * 0.62],
    [tubeW * 1.2, R * 0.35],
    [rx * 0.55, c[1] + ry * 1.05],
    [rx * 0.98, c[1] + ry * 0.15],
  ]
  part(sk, rng, body, lighten(GLORY_BLUE, 0.12), { shadow: { towards: [1, 0], depth: rx * 0.3 }, widthMm: rx })
  if (roomy(sk, rx, 7) && sk.style.detail >= 0.5)
    for (const k of [-0.45, 0.4])
      sk.curve(
        [
          [rx * k, c[1] + ry * 1.02],
          [tubeW * k * 1.6, R * 0.33],
        ],
        'detail',
        { taper: 0.5 },
      )
  // The sepals clasping the foot of the tube.
  for (const s of [-1, 1]) {
    const sep: Pt[] = [
      [s * tubeW * 0.2, R * 0.72],
      [s * tubeW * 1.6, R * 0.6],
      [s * tubeW * 0.9, R * 0.4],
      [s * tubeW * 0.3, R * 0.55],
    ]
    part(sk, rng, sep, VINE)
  }
  // The face: round, with five faint points where the pleats end.
  const turn = rng.range(0, Math.PI * 2)
  const face: Pt[] = []
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2
    // Only a narrow lift at each pleat's end: a broad wave would turn the rim into a pentagon
    // (boxy at some turns); between the points it stays a true ellipse.
    const k = 1 + 0.028 * Math.max(0, Math.cos(5 * (a - turn))) ** 8
    face.push([c[0] + Math.cos(a) * rx * k, c[1] + Math.sin(a) * ry * k])
  }
  part(sk, rng, face, GLORY_BLUE, { shadow: { towards: [0, -1], depth: ry * 0.35 }, widthMm: ry * 2 })
  // The throat sits below the centre: the funnel drops away from the viewer.
  const throat: Pt = [c[0], c[1] + ry * 0.18]
  const throatR = Math.max(rx * 0.16, w.inner * 1.6)
  const tips = Array.from({ length: 5 }, (_, i) => {
    const a = turn + (i / 5) * Math.PI * 2
    return [c[0] + Math.cos(a) * rx * 0.98, c[1] + Math.sin(a) * ry * 0.98] as Pt
  })
  if (sk.inColour) {
    // The pale star: narrow wedges along each pleat, widening into the throat.
    for (const tip of tips) {
      const dx = tip[0] - throat[0]
      const dy = tip[1] - throat[1]
      const l = Math.hypot(dx, dy)
      const n: Pt = [(-dy / l) * rx * 0.09, (dx / l) * rx * 0.09]
      const wedge: Pt[] = [
        [throat[0] + n[0] * 1.6, throat[1] + n[1] * 1.6],
        [throat[0] + dx * 0.55 + n[0], throat[1] + dy * 0.55 + n[1]],
        tip,
        [throat[0] + dx * 0.55 - n[0], throat[1] + dy * 0.55 - n[1]],
        [throat[0] - n[0] * 1.6, throat[1] - n[1] * 1.6],
      ]
      overlay(sk, [wedge], lighten(GLORY_BLUE, 0.6))
    }
    overlay(sk, [arc(throat, throatR * 1.5, throatR * 1.5 * (ry / rx), 0, Math.PI * 2, 16).slice(0, -1)], THROAT)
  }
  if (roomy(sk, ry, 3)) {
    for (const tip of tips) {
      const mid: Pt = [(tip[0] + throat[0]) / 2, (tip[1] + throat[1]) / 2]
      const bow: Pt = [mid[0] + (tip[1] - throat[1]) * 0.05, mid[1] - (tip[0] - throat[0]) * 0.05]
      sk.curve([[throat[0] + (tip[0] - throat[0]) * 0.2, throat[1] + (tip[1] - throat[1]) * 0.2], bow, tip], 'inner', {
        taper: 0.35,
      })
    }
  }
  if (roomy(sk, throatR * 2, 2.5))
    sk.curve(arc(throat, throatR, throatR * (ry / rx) * 1.2, 0, Math.PI * 2, 12).slice(0, -1), 'inner', { closed: true })
}

/** A heart-shaped leaf on a short stalk off the vine. */
function heartLeaf(sk: Sketch, rng: Random, vine: Pt[], t: number, side: number, R: number): void {
  const { at, dir } = along(vine, t)
  const angle = Math.atan2(dir[1], dir[0]) + side * rng.range(0.8, 1.2)
  const stalk = R * rng.range(0.2, 0.32)
  const end = polar(angle, stalk, at)
  sk.element().curve([at, end], 'inner', { taper: 0.1 })
  const length = R * rng.range(0.8, 0.98)
  drawLeaf(
    sk,
    rng,
    end,
    angle + side * rng.range(0.1, 0.3),
    { length, width: length * 0.82, widest: 0.32, base: 'heart', tip: 'point', curl: side * rng.range(0.02, 0.1) },
    LEAF_GREEN,
  )
}

/** A coiled tendril: a short run off the vine winding into a tightening spiral. */
function tendril(sk: Sketch, rng: Random, vine: Pt[], t: number, side: number, R: number): void {
  const { at, dir } = along(vine, t)
  const a0 = Math.atan2(dir[1], dir[0]) + side * 0.9
  const run = R * rng.range(0.35, 0.5)
  const coilR = Math.max(R * 0.16, sk.style.weights.inner * 3)
  const start = polar(a0, run, at)
  const centre = polar(a0 + (side * Math.PI) / 2, coilR, start)
  const pts: Pt[] = [at, polar(a0, run * 0.5, at)]
  const turns = roomy(sk, coilR, 3.5) ? 1.6 : 0.9
  const steps = Math.ceil(turns * 10)
  for (let i = 0; i <= steps; i++) {
    const f = i / steps
    const a = a0 - (side * Math.PI) / 2 + side * f * turns * Math.PI * 2
    pts.push(polar(a, coilR * (1 - 0.6 * f), centre))
  }
  sk.element().curve(pts, 'inner', { taper: 0.4 })
}

/** The furled bud: a slender spindle twisted like a closed umbrella, in its sepals. */
function furledBud(sk: Sketch, rng: Random, vine: Pt[], t: number, side: number, R: number): void {
  const { at, dir } = along(vine, t)
  const angle = Math.atan2(dir[1], dir[0]) + side * rng.range(0.5, 0.8)
  const stalk = R * 0.25
  const base = polar(angle, stalk, at)
  sk.element().curve([at, base], 'inner', { taper: 0.1 })
  const len = R * rng.range(0.6, 0.75)
  const wd = Math.max(len * 0.24, sk.style.weights.outline * 2.6)
  const spindle: Pt[] = [
    [0, 0],
    [len * 0.3, wd * 0.5],
    [len * 0.7, wd * 0.36],
    [len, 0],
    [len * 0.7, -wd * 0.36],
    [len * 0.3, -wd * 0.5],
  ]
  const outline = place(spindle, base, angle)
  part(sk, rng, outline, GLORY_BLUE, { shadow: { towards: polar(angle + Math.PI / 2, 1), depth: wd * 0.35 }, widthMm: wd })
  if (roomy(sk, wd, 4))
    for (const k of [0.25, 0.5]) {
      const twist = place(
        [
          [len * k, wd * 0.45],
          [len * (k + 0.15), 0],
          [len * (k + 0.3), -wd * 0.32],
        ],
        base,
        angle,
      )
      sk.curve(twist, 'inner', { taper: 0.4 })
    }
  const calyx = place(
    [
      [-len * 0.05, 0],
      [len * 0.25, wd * 0.62],
      [len * 0.15, 0],
      [len * 0.25, -wd * 0.62],
    ],
    base,
    angle,
  )
  part(sk, rng, calyx, VINE)
}
