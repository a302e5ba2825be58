import { arcLengths, pointAtLength, smoothThrough } from '../geometry/curves.ts'
import { polar, rotate, type Pt } from '../geometry/vec.ts'
import { darken, lighten } from '../colour.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { LEAF_GREEN } from './leaves.ts'
import { along, drawStem, linesAcross, type FlowerModel, type Sprig } from './model.ts'
import { petal } from './parts.ts'
import { angleOf, arcSpine, bladeLeaf, ellipse, filled, frame, shadeIfRoom, stemLength } from './sprig-kit.ts'

/**
 * Gladiolus: a spike of ruffled trumpets set left and right of the stem in turn, each turned out
 * to its own side (the zig-zag a florist and a tattooist draw; in the garden most face one way,
 * but drawn so they pile into one column); the lowest is open and largest, and the spike tapers to
 * pointed buds wrapped in green bracts.
 */

const COLOURS = ['#e8607a', '#d63b4b', '#f08a3c', '#f28fae'] as const
const BRACT = '#6f9a4a'

interface Floret {
  /** Where it joins the stem. */
  at: Pt
  /** Size of the open face (half its height) in mm, or of the bud. */
  r: number
  /** −1 or +1: the side of the stem it sits on (they alternate up the spike). */
  side: number
  /** 1 = fully open … 0 = tight bud. */
  open: number
  rng: Random
}

function florets(sk: Sketch, rng: Random, sprig: Sprig): { list: Floret[]; up: number } {
  const w = sk.style.weights.outline
  const line = smoothThrough(sprig.path, { step: 0.5 })
  const lengths = arcLengths(line)
  const total = lengths.at(-1) ?? 0
  const up = angleOf(along(sprig.path, 1).dir)
  // A face needs about ten line widths across to show its ruffles, so bold styles get fewer.
  const r0 = Math.max(sprig.headMm * 0.2, w * 4)
  const rBud = Math.max(sprig.headMm * 0.07, w * 1.5)
  const start = total * 0.16
  // The lower part of the spike is open (more of it the more open the sprig); buds take the rest.
  const openEnd = start + (total - start) * (0.55 + 0.2 * sprig.openness)
  const list: Floret[] = []
  let s = start
  let r = r0
  let side = rng.chance(0.5) ? 1 : -1
  while (s < openEnd - r * 0.6 && list.length < 8) {
    list.push({ at: pointAtLength(line, lengths, s), r, side, open: 1, rng: rng.fork(`floret${list.length}`) })
    // Open florets shrink only a little up the spike; each hides the lower lip of the one above.
    const next = r * 0.93
    // Far enough apart that each floret reads whole; bold lines need more, or overlaps fill with ink.
    s += (r + next) * (w > 1.5 ? 0.85 : 0.7)
    r = next
    side = -side
  }
  let b = Math.max(rBud, r * 0.55)
  s -= r * 0.3
  const opened = list.length
  while (s < total - b * 0.5 && list.length < 14) {
    list.push({
      at: pointAtLength(line, lengths, s),
      r: b,
      side,
      open: list.length === opened ? 0.5 : 0,
      rng: rng.fork(`floret${list.length}`),
    })
    s += b * 1.5
    b = Math.max(rBud * 0.7, b * 0.85)
    side = -side
  }
  return { list, up }
}

/**
 * An open trumpet seen from the side and front: the funnel runs out from its bract at the stem to
 * an oval mouth; the three upper tepals (the middle one a hood) fan out behind the mouth and the
 * three narrower lower ones hang in front of it, leaving the funnel showing on the stem side.
 */
function trumpet(sk: Sketch, f: Floret, up: number, colour: string): void {
  const { r, rng } = f
  const w = sk.style.weights.outline
  const facing = f.side
  // The mouth stands out from the stem on the floret's own side.
  const across = up + (Math.PI / 2) * facing
  const out = r * 0.7
  const centre = polar(up, r * 0.3, polar(across, out, f.at))
  const tilt = f.side * 0.2 + rng.around(0, 0.06)
  // Local frame: −y along the spike, +x towards the facing side, the mouth at the origin.
  sk.within(frame(centre, up + Math.PI / 2 + tilt * facing, facing, 1), () => {
    const stemAt: Pt = [-out, r * 0.3]
    const axis = Math.atan2(-stemAt[1], -stemAt[0])
    const mouthA = Math.max(r * 0.4, w * 1.8)
    const mouthB = Math.max(r * 0.2, w * 1.2)
    const ruffled = linesAcross(sk, r) > 5.5
    // The funnel: narrow at the bract, as wide as the mouth where it meets it.
    const across2 = axis + Math.PI / 2
    const funnel: Pt[] = [
      polar(across2, r * 0.12, stemAt),
      polar(across2, mouthA * 0.95, [0, 0]),
      polar(axis, mouthB, [0, 0]),
      polar(across2, -mouthA * 0.95, [0, 0]),
      polar(across2, -r * 0.12, stemAt),
    ]
    filled(sk, funnel, darken(colour, 0.1))
    bract(sk, rng, stemAt, -Math.PI / 2 - 0.25, Math.max(r * 0.75, w * 3.2), Math.max(r * 0.34, w * 2.4))
    // [direction (0 = out along +x, −π/2 = up), length, width] as shares of r, back to front.
    const upper: [number, number, number][] = [
      [-Math.PI / 2 - 0.75, 0.72, 0.66],
      [-0.3, 0.9, 0.74],
      [-Math.PI / 2 + 0.3, 1.02, 0.86],
    ]
    const lower: [number, number, number][] = [
      [2.15, 0.62, 0.5],
      [0.5, 0.84, 0.58],
      [1.3, 0.8, 0.56],
    ]
    for (const [a, l, wd] of upper) tepal(sk, rng, a, r * l, Math.max(r * wd, w * 3), ruffled, colour, mouthB)
    // The mouth: the funnel's dark inside, with the stamens arching up under the hood.
    const mouth = ellipse([0, 0], mouthB, mouthA, 14).map((p) => rotate(p, axis))
    filled(sk, mouth, sk.inColour ? darken(colour, 0.35) : '#ffffff', linesAcross(sk, r) > 7 ? 'inner' : 'outline')
    if (linesAcross(sk, r) > 9 && sk.style.detail >= 0.5)
      for (const k of [-0.35, 0, 0.35])
        sk.curve(
          [
            polar(axis + Math.PI / 2, k * mouthA * 0.5, [0, 0]),
            polar(-Math.PI / 2 + 0.6 + k * 0.3, r * 0.45),
            polar(-Math.PI / 2 + 0.75 + k * 0.3, r * 0.62),
          ],
          'detail',
          { taper: 0.3 },
        )
    for (const [a, l, wd] of lower) tepal(sk, rng, a, r * l, Math.max(r * wd, w * 3), ruffled, colour, mouthB, true)
  })
}

/** One tepal from the rim of the mouth; the lower ones carry the paler blotch most garden gladioli have. */
function tepal(
  sk: Sketch,
  rng: Random,
  angle: number,
  length: number,
  width: number,
  ruffled: boolean,
  colour: string,
  from: number,
  lower = false,
): void {
  const a = angle + rng.around(0, 0.06)
  const outline = shift(
    petal(rng, {
      length: length * rng.range(0.95, 1.04),
      width,
      widest: 0.64,
      tip: ruffled ? 'ruffle' : 'round',
      angle: a,
      jitter: 0.07,
    }),
    polar(a, from * 0.4),
  )
  filled(sk, outline, colour)
  const room = linesAcross(sk, width)
  if (lower && sk.inColour && room > 4)
    sk.element().fill([ellipse(polar(a, length * 0.45), width * 0.17, width * 0.17, 10)], 'colour', lighten(colour, 0.55))
  if (room > 7 && sk.style.detail >= 0.5) sk.curve([polar(a, length * 0.32), polar(a, length * 0.72)], 'detail', { taper: 0.5 })
  shadeIfRoom(sk, rng, outline, width, polar(a + Math.PI, 1), colour, 5)
}

/** A pointed green bract from `at` towards `angle`. */
function bract(sk: Sketch, rng: Random, at: Pt, angle: number, length: number, width: number): void {
  filled(sk, shift(petal(rng, { length, width, widest: 0.3, tip: 'point', angle }), at), BRACT, 'inner')
}

/** A bud: pointed, pressed to the stem, its colour just showing past the bract that wraps it. */
function bud(sk: Sketch, f: Floret, up: number, colour: string): void {
  const { r, rng } = f
  const w = sk.style.weights.outline
  const lean = up + f.side * (0.25 + 0.25 * f.open)
  const length = Math.max(r * 1.7, w * 4.5)
  const width = Math.max(r * 0.62, w * 2.6)
  if (f.open > 0 || rng.chance(0.5))
    filled(sk, shift(petal(rng, { length, width, widest: 0.42, tip: 'point', angle: lean + f.side * 0.06 }), f.at), colour)
  bract(sk, rng, f.at, lean - f.side * 0.05, length * (f.open > 0 ? 0.6 : 0.82), width * 1.1)
}

const shift = (pts: readonly Pt[], by: Pt): Pt[] => pts.map((p) => [p[0] + by[0], p[1] + by[1]] as Pt)

export const GLADIOLUS: FlowerModel = {
  id: 'gladiolus',
  habit: 'spike',
  weight: 1.2,
  colour: '#e8607a',
  draw(sk, rng, sprig) {
    const w = sk.style.weights.outline
    const colour = rng.pick(COLOURS)
    const tall = stemLength(sprig.path)
    const base = sprig.path[0]!
    const baseUp = angleOf(along(sprig.path, 0.02).dir)
    // Sword leaves: erect, sheathing the stem, reaching up past the lowest florets.
    const sword = (r: Random, s: number, reach: number) =>
      bladeLeaf(sk, r, arcSpine(base, baseUp + s * r.range(0.05, 0.16), tall * reach, s * r.range(0.02, 0.12)), {
        width: Math.max(sprig.headMm * 0.1, w * 2.8),
        tip: 'point',
        keel: true,
        base: 0.85,
      })
    if (sprig.leaves) {
      const count = linesAcross(sk, sprig.headMm) > 24 ? 3 : 2
      for (let i = 0; i < count; i++) {
        const r = rng.fork(`leaf${i}`)
        sword(r, i % 2 === 0 ? 1 : -1, r.range(0.5, 0.75) - i * 0.08)
      }
    }
    drawStem(sk, sprig.path, sprig.headMm * 0.06, LEAF_GREEN)
    const { list, up } = florets(sk, rng, sprig)
    // From the tip down, so each lower (larger) floret overlaps the one above it.
    for (const f of [...list].reverse()) {
      if (f.open >= 1) trumpet(sk, f, up, colour)
      else bud(sk, f, up, colour)
    }
  },
}
