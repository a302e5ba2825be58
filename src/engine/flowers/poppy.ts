import { smoothThrough } from '../geometry/curves.ts'
import { compose, polar, rotation, translation, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf } from './leaves.ts'
import { along, drawStem, type FlowerModel, type Sprig } from './model.ts'
import { arc, leanOf, overlay, part, roomy } from './outline-kit.ts'

const POPPY_RED = '#c8102e'
const BLOTCH = '#2a0c10'
const POD = '#6f7d55'
const CROWN = '#3b3f2c'
const POPPY_LEAF = '#5d8a5a'

/**
 * The field poppy: four broad crinkled petals in an open cup (two behind, two in front), a
 * dark heart of stamens round a seed pod with a rayed crown, on a thin hairy stem, often with a
 * nodding bud beside it and feathery cut leaves low down.
 */
export const POPPY: FlowerModel = {
  id: 'poppy',
  habit: 'head',
  weight: 1.2,
  colour: POPPY_RED,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    const stemWidth = sprig.headMm * 0.035
    if (sprig.leaves) {
      const count = rng.int(1, 3)
      const first = rng.chance(0.5) ? 1 : -1
      for (let i = 0; i < count; i++) {
        const side = i % 2 === 0 ? first : -first
        const { at, dir } = along(sprig.path, 0.06 + i * 0.09 + rng.range(0, 0.05))
        const length = R * rng.range(0.9, 1.15)
        drawLeaf(
          sk,
          rng.fork(`leaf${i}`),
          at,
          Math.atan2(dir[1], dir[0]) + side * rng.range(0.5, 0.8),
          {
            length,
            width: Math.max(length * 0.3, sk.style.weights.outline * 3.2),
            widest: 0.5,
            edge: 'lobed',
            curl: side * rng.range(0.1, 0.25),
          },
          POPPY_LEAF,
        )
      }
      if (rng.chance(0.75)) noddingBud(sk, rng.fork('bud'), sprig, R, stemWidth)
    }
    hairyStem(sk, rng.fork('stem'), sprig.path, stemWidth)
    const { at, dir } = along(sprig.path, 1)
    sk.within(compose(translation(at[0], at[1]), rotation(leanOf(dir) * 0.5)), () => {
      if (sprig.openness < 0.3) bud(sk, rng.fork('closed'), R * 0.9, 0)
      else bloom(sk, rng.fork('bloom'), R, Math.min(1, (sprig.openness - 0.3) / 0.5))
    })
  },
}

/** A stem with short hairs standing off it where the style has room for such marks. */
function hairyStem(sk: Sketch, rng: Random, path: readonly Pt[], width: number): void {
  drawStem(sk, path, width)
  const w = sk.style.weights
  if (sk.style.detail < 0.5 || w.detail > 0.6) return
  const count = Math.floor(14 * sk.style.detail)
  for (let i = 0; i < count; i++) {
    const t = 0.05 + (0.85 * (i + rng.range(0, 1))) / count
    const { at, dir } = along(path, t)
    const s = i % 2 === 0 ? 1 : -1
    const n: Pt = [-dir[1] * s, dir[0] * s]
    const off = Math.max(width, w.outline) * 0.7
    const len = Math.max(w.detail * 3, width * 0.9)
    const from: Pt = [at[0] + n[0] * off, at[1] + n[1] * off]
    const to: Pt = [from[0] + (n[0] * 0.8 + dir[0] * 0.6) * len, from[1] + (n[1] * 0.8 + dir[1] * 0.6) * len]
    sk.element().curve([from, to], 'detail', { taper: 0.6 })
  }
}

/** A broad, crinkled petal fanning from the centre towards `a`, flattened by `tilt`. */
function poppyPetal(rng: Random, a: number, span: number, reach: number, tilt: number, base: Pt): Pt[] {
  const put = ([x, y]: Pt): Pt => [base[0] + x, base[1] + y * tilt]
  const pts: Pt[] = [put([0, 0]), put(polar(a + span * 0.9, reach * 0.5))]
  const steps = 8
  for (let i = 0; i <= steps; i++) {
    const u = 1 - (2 * i) / steps
    // A round silky rim, a little flattened at the top and crinkled.
    const r = reach * (0.72 + 0.28 * Math.sqrt(Math.max(0, 1 - u * u * 0.9))) * (1 + rng.around(0, 0.045))
    pts.push(put(polar(a + u * span, r)))
  }
  pts.push(put(polar(a - span * 0.9, reach * 0.5)))
  return pts
}

function bloom(sk: Sketch, rng: Random, R: number, open: number): void {
  const tilt = rng.range(0.72, 0.85)
  const reach = R * (0.82 + 0.18 * open)
  const span = 0.78 + 0.2 * open
  const splay = 0.5 + 0.35 * open
  const crinkles = roomy(sk, reach * 0.6, 9) && sk.style.detail >= 0.5
  // The back petals stand up and show nearly their full height; the front ones lean towards
  // the viewer and look shorter.
  const drawPetal = (name: string, a: number, len: number, fold: number) => {
    const r = rng.fork(name)
    const t = Math.sin(a) < 0 ? Math.min(1, tilt + 0.15) : tilt
    const outline = poppyPetal(r, a, span, len * r.range(0.94, 1.04), t, [0, 0])
    // Shadow along the side tucked under the neighbour, not at the base: a dark wedge there
    // would merge with the dark heart.
    part(sk, r, outline, POPPY_RED, { shadow: { towards: polar(a + fold * Math.PI * 0.5, 1), depth: len * 0.16 }, widthMm: len })
    overlay(sk, [poppyPetal(r.fork('blotch'), a, span * 0.55, len * 0.3, t, [0, 0])], BLOTCH)
    if (crinkles)
      for (const k of [-0.5, -0.1, 0.35]) {
        const wave = r.around(0, 0.06)
        const line = [0.35, 0.55, 0.75].map((f, j) => {
          const p = polar(a + k * span + (j === 1 ? wave : 0), len * f)
          return [p[0], p[1] * t] as Pt
        })
        sk.curve(line, 'detail', { taper: 0.5 })
      }
  }
  // Two behind, reaching up and out; two in front, lower and overlapping.
  const side = rng.chance(0.5) ? 1 : -1
  drawPetal('back0', -Math.PI / 2 - side * splay + rng.around(0, 0.1), reach, side)
  drawPetal('back1', -Math.PI / 2 + side * splay + rng.around(0, 0.1), reach, -side)
  drawPetal('front0', Math.PI / 2 + side * (splay + 0.3) + rng.around(0, 0.1), reach * 0.9, side)
  drawPetal('front1', Math.PI / 2 - side * (splay + 0.05) + rng.around(0, 0.1), reach * 0.95, side)
  heart(sk, rng.fork('heart'), R, tilt)
}

/** Dark stamens round the pod, then the pod with its flat crown of radiating stigma rays. */
function heart(sk: Sketch, rng: Random, R: number, tilt: number): void {
  const w = sk.style.weights
  const podR = Math.max(R * 0.2, w.outline * 2.2)
  const ring = Math.max(R * 0.36, podR * 1.65)
  // The stamens: a dark ring, dotted where dots have room not to run together.
  const dot = Math.max(w.detail * 1.6, 0.45)
  const ringShape = arc([0, 0], ring, ring * tilt, 0, Math.PI * 2, 16).slice(0, -1)
  sk.element(ringShape, { smooth: true })
  if (sk.inColour) sk.fill([smoothThrough(ringShape, { closed: true })], 'colour', BLOTCH)
  if (roomy(sk, ring, 3.2)) {
    const count = Math.min(40, Math.floor((2 * Math.PI * ring) / (dot * 2.4)))
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + rng.around(0, 0.08)
      const p = polar(a, ring * rng.range(0.82, 0.98))
      sk.dot([p[0], p[1] * tilt], dot)
      if (i % 2 === 0 && roomy(sk, ring, 8)) {
        const q = polar(a, ring * 0.6)
        sk.curve(
          [
            [q[0], q[1] * tilt],
            [p[0] * 0.97, p[1] * tilt * 0.97],
          ],
          'detail',
          { taper: 0.4 },
        )
      }
    }
  } else {
    sk.curve(ringShape, 'inner', { closed: true })
  }
  // The pod, and its crown seen from a little above.
  const top = -podR * 0.55
  const pod: Pt[] = [
    [-podR, top + podR * 0.1],
    [-podR * 0.9, top + podR * 0.75],
    [0, top + podR * 1.15],
    [podR * 0.9, top + podR * 0.75],
    [podR, top + podR * 0.1],
  ]
  const crownRy = Math.max(podR * 1.1 * tilt * 0.45, w.outline * 1.4)
  const crown = arc([0, top], podR * 1.1, crownRy, 0, Math.PI * 2, 14).slice(0, -1)
  part(sk, rng, pod, POD, { shadow: { towards: [0.6, 0.8], depth: podR * 0.4 }, widthMm: podR * 2 })
  part(sk, rng, crown, CROWN)
  const rays = Math.max(0, Math.min(10, Math.floor((2 * Math.PI * podR) / (w.inner * 3.2))))
  if (rays >= 5 && roomy(sk, crownRy * 2, 3))
    for (let i = 0; i < rays; i++) {
      const a = (i / rays) * Math.PI * 2
      const p = polar(a, podR * 0.95)
      sk.curve(
        [
          [0, top],
          [p[0], top + (p[1] / podR) * crownRy * 0.9],
        ],
        'detail',
        { taper: 0.2 },
      )
    }
}

/** A hairy closed bud hanging its head, or (`droop` 0) held up. */
function bud(sk: Sketch, rng: Random, r: number, droop: number): void {
  const len = r * 0.95
  const wd = r * 0.62
  const dir = polar(-Math.PI / 2 + droop, 1)
  const n: Pt = [-dir[1], dir[0]]
  const at = (t: number, s: number): Pt => [dir[0] * len * t + n[0] * s, dir[1] * len * t + n[1] * s]
  const outline: Pt[] = [
    at(0, wd * 0.25),
    at(0.3, wd * 0.5),
    at(0.7, wd * 0.42),
    at(1, 0),
    at(0.7, -wd * 0.42),
    at(0.3, -wd * 0.5),
    at(0, -wd * 0.25),
  ]
  part(sk, rng, outline, POPPY_LEAF, { shadow: { towards: n, depth: wd * 0.3 }, widthMm: wd })
  if (roomy(sk, wd, 5)) sk.curve([at(0.08, wd * 0.05), at(0.5, -wd * 0.06), at(0.92, 0)], 'inner', { taper: 0.4 })
  const w = sk.style.weights
  if (sk.style.detail >= 0.5 && w.detail <= 0.6)
    for (let i = 0; i < 6; i++) {
      const t = 0.15 + i * 0.13
      const s = i % 2 === 0 ? 1 : -1
      const from = at(t, s * wd * 0.47)
      const to = at(t + 0.03, s * (wd * 0.47 + w.detail * 3))
      sk.curve([from, to], 'detail', { taper: 0.6 })
    }
}

/** A thin stalk from low on the stem arching over so the bud hangs from its tip. */
function noddingBud(sk: Sketch, rng: Random, sprig: Sprig, R: number, width: number): void {
  const { at, dir } = along(sprig.path, rng.range(0.25, 0.4))
  const side = rng.chance(0.5) ? 1 : -1
  const n: Pt = [-dir[1] * side, dir[0] * side]
  const rise = R * rng.range(1.5, 2.1)
  const out = R * rng.range(0.7, 0.95)
  const p = (a: number, b: number): Pt => [at[0] + dir[0] * a + n[0] * b, at[1] + dir[1] * a + n[1] * b]
  const stalk = [at, p(rise * 0.5, out * 0.45), p(rise * 0.92, out * 0.85), p(rise, out * 1.15), p(rise * 0.9, out * 1.38)]
  hairyStem(sk, rng, stalk, width * 0.8)
  const tip = stalk.at(-1)!
  const hang = Math.atan2(tip[1] - stalk.at(-2)![1], tip[0] - stalk.at(-2)![0]) + Math.PI / 2
  sk.within(compose(translation(tip[0], tip[1]), rotation(hang)), () => bud(sk, rng.fork('head'), R * 0.55, 0))
}
