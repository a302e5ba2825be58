import { polar, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { along, drawStem, linesAcross, type FlowerModel, type Sprig } from './model.ts'
import { petal } from './parts.ts'
import { angleOf, arcSpine, bladeLeaf, ellipse, filled, frame, shadeIfRoom, stalk, stemLength, stemTip } from './sprig-kit.ts'

const WHITE = '#fbfbf7'
const MARK_GREEN = '#5e9a3c'
const GLAUCOUS = '#5b8a68'
const SPATHE = '#c9d6a8'

/**
 * The snowdrop's bell hanging from `top` towards `hang`: two outer tepals splayed left and right,
 * the third behind them, and in front the short inner cup with its green mark at the rim.
 * `open` 0 closes it into a single drop (a bud).
 */
function snowdropBell(sk: Sketch, rng: Random, top: Pt, hang: number, Lb: number, open: number): void {
  sk.within(frame(top, hang - Math.PI / 2), () => {
    const down = Math.PI / 2
    if (open <= 0) {
      const drop = petal(rng, { length: Lb * 0.85, width: Lb * 0.4, widest: 0.62, tip: 'point', angle: down })
      filled(sk, drop, WHITE)
      shadeIfRoom(sk, rng, drop, Lb * 0.4, [1, 0], WHITE, 5)
      return
    }
    const spread = 0.14 + 0.24 * open
    const tepal = (angle: number, length: number) => {
      const r = rng.fork(`tepal${angle.toFixed(2)}`)
      const outline = petal(r, { length, width: Lb * 0.42, widest: 0.64, tip: 'round', angle, jitter: 0.04 })
      filled(sk, outline, WHITE)
      if (linesAcross(sk, Lb * 0.44) > 7 && sk.style.detail >= 0.6)
        sk.curve([polar(angle, length * 0.2), polar(angle + 0.02, length * 0.75)], 'detail', { taper: 0.5 })
      shadeIfRoom(sk, r, outline, Lb * 0.44, polar(angle + Math.PI / 2, 1), WHITE, 5)
    }
    tepal(down + rng.around(0, 0.05), Lb * 0.82)
    const first = rng.chance(0.5) ? 1 : -1
    for (const s of [first, -first]) tepal(down + s * spread, Lb * rng.range(0.95, 1.03))
    // The inner cup, seen between the splayed outer tepals.
    const half: Pt[] = [
      [0.12, 0.2],
      [0.19, 0.36],
      [0.205, 0.55],
      [0.17, 0.665],
      [0.085, 0.7],
      [0, 0.655],
    ]
    const right = half.map(([x, y]) => [x * Lb, y * Lb] as Pt)
    const cup = [
      ...right,
      ...right
        .slice(0, -1)
        .map(([x, y]) => [-x, y] as Pt)
        .reverse(),
    ]
    filled(sk, cup, WHITE)
    const room = linesAcross(sk, Lb * 0.4)
    if (room > 4.5) {
      // The green mark: a small heart over the notch in the cup's rim.
      const mark: Pt[] = [
        [0, 0.56 * Lb],
        [0.07 * Lb, 0.53 * Lb],
        [0.11 * Lb, 0.6 * Lb],
        [0.06 * Lb, 0.645 * Lb],
        [0, 0.62 * Lb],
        [-0.06 * Lb, 0.645 * Lb],
        [-0.11 * Lb, 0.6 * Lb],
        [-0.07 * Lb, 0.53 * Lb],
      ]
      if (sk.inColour) {
        sk.element(mark)
        sk.curve(mark, 'detail', { closed: true })
        sk.fill([mark], 'colour', MARK_GREEN)
      } else
        sk.curve(
          [
            [-0.11 * Lb, 0.55 * Lb],
            [0, 0.615 * Lb],
            [0.11 * Lb, 0.55 * Lb],
          ],
          'inner',
          { taper: 0.3 },
        )
    }
  })
}

/** A stem tip arching over into a thin pedicel, the ovary knob, and the bell below it. */
function nodding(sk: Sketch, rng: Random, tip: Pt, up: number, side: number, Lb: number, open: number): void {
  const across = up + side * (Math.PI / 2)
  spatheAt(sk, rng, tip, up - side * 0.2, Lb * 0.26)
  const knob = polar(up, Lb * 0.02, polar(across, Lb * 0.42, tip))
  const hang = up + Math.PI - side * rng.range(0.1, 0.35)
  stalk(sk, [tip, polar(up, Lb * 0.14, polar(across, Lb * 0.18, tip)), polar(across, Lb * 0.36, polar(up, Lb * 0.1, tip)), knob])
  const ovary = polar(hang, Lb * 0.07, knob)
  const width = Math.max(Lb * 0.15, sk.style.weights.outline * 2.6)
  sk.within(frame(ovary, hang), () =>
    filled(sk, ellipse([0, 0], Math.max(Lb * 0.1, width * 0.6), width / 2, 10), MARK_GREEN, 'inner'),
  )
  snowdropBell(sk, rng.fork('bell'), polar(hang, Lb * 0.12, ovary), hang, Lb, open)
}

function spatheAt(sk: Sketch, rng: Random, at: Pt, angle: number, length: number): void {
  const width = length * 0.3
  if (linesAcross(sk, width) < 3) {
    sk.element().curve([at, polar(angle, length, at)], 'inner', { taper: 0.5 })
    return
  }
  const outline = petal(rng, { length, width, widest: 0.35, tip: 'point', angle })
  filled(
    sk,
    outline.map((p) => [p[0] + at[0], p[1] + at[1]] as Pt),
    SPATHE,
    'inner',
  )
}

function strapLeaves(sk: Sketch, rng: Random, sprig: Sprig, front: boolean, side: number): void {
  if (!sprig.leaves) return
  const base = sprig.path[0]!
  const up = angleOf(along(sprig.path, 0.02).dir)
  const tall = stemLength(sprig.path)
  // The leaf on the flower's side stays short of the hanging bell.
  const s = front ? -side : side
  const r = rng.fork(front ? 'front leaf' : 'back leaf')
  const reach = front ? r.range(0.5, 0.72) : r.range(0.36, 0.48)
  const spine = arcSpine(base, up + s * r.range(0.12, 0.3), tall * reach, s * r.range(0.2, 0.7))
  bladeLeaf(sk, r, spine, {
    width: Math.max(sprig.headMm * 0.1, sk.style.weights.outline * 3),
    tip: 'blunt',
    keel: true,
    colour: GLAUCOUS,
  })
}

export const SNOWDROP: FlowerModel = {
  id: 'snowdrop',
  habit: 'nodding',
  weight: 0.8,
  colour: '#f7f7f2',
  draw(sk, rng, sprig) {
    const side = rng.chance(0.5) ? 1 : -1
    const w = sk.style.weights.outline
    const Lb = Math.max(sprig.headMm * 0.55, w * 8.5)
    strapLeaves(sk, rng, sprig, false, side)
    if (rng.chance(0.4)) {
      // A second, shorter scape with its bell still closed.
      const r = rng.fork('bud')
      const base = sprig.path[0]!
      const up = angleOf(along(sprig.path, 0.02).dir)
      const tall = stemLength(sprig.path) * r.range(0.55, 0.7)
      const a = up - side * r.range(0.2, 0.35)
      const top = polar(a + side * 0.25, tall, base)
      drawStem(sk, [base, polar(a, tall * 0.55, base), top], 0)
      nodding(sk, r, top, a + side * 0.35, -side, Lb * 0.75, 0)
    }
    drawStem(sk, sprig.path, sprig.headMm * 0.045)
    const { at: tip, up } = stemTip(sprig.path)
    nodding(sk, rng.fork('flower'), tip, up, side, Lb, 0.4 + 0.6 * sprig.openness)
    strapLeaves(sk, rng, sprig, true, side)
  },
}
