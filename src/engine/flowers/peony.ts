import { polar, compose, rotation, translation, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf } from './leaves.ts'
import { along, drawStem, type FlowerModel, type Sprig } from './model.ts'
import { arc, leanOf, part, roomy } from './outline-kit.ts'

const BLUSH = '#f4b6c2'
const HEART = '#ec9fb2'
const SEPAL = '#4f7f3a'
const PEONY_LEAF = '#3f7242'

/**
 * The peony, seen three-quarters on: a ring of broad guard petals with notched, ruffled rims
 * round a crumpled dome of many small upright petals, two guard petals cupping it in front.
 * Closed flowers are the round bud in its sepals.
 */
export const PEONY: FlowerModel = {
  id: 'peony',
  habit: 'head',
  weight: 1.5,
  colour: BLUSH,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    drawStem(sk, sprig.path, sprig.headMm * 0.055)
    if (sprig.leaves) {
      const count = rng.int(1, 2)
      const first = rng.chance(0.5) ? 1 : -1
      for (let i = 0; i < count; i++)
        peonyLeaf(sk, rng.fork(`leaf${i}`), sprig, 0.22 + i * 0.2 + rng.range(0, 0.06), i % 2 === 0 ? first : -first, R)
    }
    const { at, dir } = along(sprig.path, 1)
    sk.within(compose(translation(at[0], at[1]), rotation(leanOf(dir) * 0.4)), () => {
      if (sprig.openness < 0.3) bud(sk, rng.fork('bud'), R * (0.75 + sprig.openness))
      else bloom(sk, rng.fork('bloom'), R, Math.min(1, (sprig.openness - 0.3) / 0.5))
    })
  },
}

/**
 * A rim of shallow notches and ruffles from `from` to `to` bulging by `bulge` (mm, to the left
 * of travel on screen when positive): as many as keep each ruffle a few line widths wide.
 */
function ruffledRim(sk: Sketch, rng: Random, from: Pt, to: Pt, bulge: number, depth: number): Pt[] {
  const dx = to[0] - from[0]
  const dy = to[1] - from[1]
  const length = Math.hypot(dx, dy)
  const nx = dy / length
  const ny = -dx / length
  const count = Math.max(2, Math.min(7, Math.floor(length / (sk.style.weights.outline * 3.4))))
  const pts: Pt[] = []
  const steps = count * 2
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    // Notches between ruffles dip in; the ruffles' crowns stay on the rim's curve.
    const dip = i % 2 === 1 ? 0 : i === 0 || i === steps ? 0 : depth * rng.range(0.6, 1.2)
    const out = bulge * Math.sin(Math.PI * t) * (1 + rng.around(0, 0.08)) - dip
    pts.push([from[0] + dx * t + nx * out, from[1] + dy * t + ny * out])
  }
  return pts
}

function bloom(sk: Sketch, rng: Random, R: number, open: number): void {
  const w = sk.style.weights
  const tilt = rng.range(0.74, 0.84)
  const notch = Math.max(R * 0.05, w.outline * 1.1)

  // Guard petals: a ring of broad petals opened out, the far ones first.
  const reach = R * (0.8 + 0.2 * open)
  const count = open > 0.45 ? Math.max(5, Math.min(rng.int(6, 7), Math.floor((2 * Math.PI * R * 0.8) / (w.outline * 7)))) : 5
  const start = rng.range(0, Math.PI * 2)
  const angles = Array.from({ length: count }, (_, i) => start + (i * 2 * Math.PI) / count + rng.around(0, 0.12))
  angles.sort((p, q) => Math.sin(p) - Math.sin(q))
  const span = (Math.PI / count) * 1.3
  angles.forEach((a, i) => {
    const r = rng.fork(`guard${i}`)
    const len = reach * r.range(0.9, 1.04)
    const put = ([x, y]: Pt): Pt => [x, R * 0.04 + y * tilt]
    const c1 = polar(a - span, len * 0.82)
    const c2 = polar(a + span, len * 0.82)
    const rim = ruffledRim(sk, r, c1, c2, len * 0.2, notch)
    const outline = [polar(a, len * 0.12), polar(a - span * 0.6, len * 0.5), ...rim, polar(a + span * 0.6, len * 0.5)].map(put)
    part(sk, r, outline, BLUSH, { shadow: { towards: polar(a + Math.PI, 1), depth: len * 0.18 }, widthMm: len * 0.9 })
    if (roomy(sk, len * 0.6, 9) && sk.style.detail >= 0.5)
      for (const k of [-0.4, 0.35]) {
        const v = [polar(a + k * span * 0.5, len * 0.45), polar(a + k * span * 0.8, len * 0.72)].map(put)
        sk.curve(v, 'detail', { taper: 0.5 })
      }
  })

  // The crumpled heart: rows of small upright petals, the far rows first, each row's bases
  // hidden by the row in front of it.
  const cy = -R * (0.12 + 0.06 * (1 - open))
  const rx = R * (0.55 + 0.1 * open)
  const ry = R * (0.46 + 0.06 * open)
  const rowGap = Math.max(w.outline * 3, R * 0.12)
  // Bold lines leave no room for many small petals: the heart becomes two rows of a few big
  // ruffled petals, three behind and two in front, as a traditional tattooer draws it.
  const bold = Math.floor((ry * 1.3) / rowGap) < 3
  const rows = bold ? 2 : Math.min(6, Math.floor((ry * 1.3) / rowGap))
  const gap = bold ? ry * 0.5 : rowGap
  const creases = roomy(sk, gap * 2, 6)
  for (let j = 0; j < rows; j++) {
    const y = bold ? cy - ry * (0.8 - 0.68 * j) : cy - ry * 0.95 + ((ry * 1.35) / Math.max(rows - 1, 1)) * j
    const half = rx * Math.sqrt(Math.max(bold ? 0.5 : 0.15, 1 - ((y - cy) / ry) ** 2))
    const n = bold ? 3 - j : Math.max(1, Math.min(6, Math.floor((half * 2) / (w.outline * 5))))
    const width = ((half * 2) / n) * (bold ? 1.12 : 1.3)
    const order = Array.from({ length: n }, (_, i) => i).sort((p, q) => Math.abs(q - (n - 1) / 2) - Math.abs(p - (n - 1) / 2))
    for (const i of order) {
      const r = rng.fork(`heart${j}-${i}`)
      const x = -half + (half * 2 * (i + 0.5)) / n + r.around(0, width * 0.1)
      const top = y + r.around(0, gap * 0.15)
      // Crumpled: each small petal leans its own way and its rim rises to one side.
      const lean = r.around(0, bold ? 0.15 : 0.25)
      const rise = r.around(0, gap * (bold ? 0.2 : 0.35))
      const rim = ruffledRim(
        sk,
        r,
        [x - width / 2, top + rise],
        [x + width / 2, top - rise],
        width * (bold ? r.range(0.28, 0.38) : r.range(0.15, 0.3)),
        notch * 0.9,
      )
      const foot = top + gap * 1.9
      const outline: Pt[] = [
        [x + width * 0.22, foot],
        [x + width * 0.5, top + gap * 0.6],
        ...rim.slice().reverse(),
        [x - width * 0.5, top + gap * 0.6],
        [x - width * 0.22, foot],
      ]
      const turned = outline.map(([px, py]) => {
        const c = Math.cos(lean)
        const sn = Math.sin(lean)
        return [x + (px - x) * c - (py - foot) * sn, foot + (px - x) * sn + (py - foot) * c] as Pt
      })
      part(
        sk,
        r,
        turned,
        j < rows / 2 ? HEART : BLUSH,
        creases ? { shadow: { towards: [0, 1], depth: gap * 0.5 }, widthMm: width } : {},
      )
    }
  }

  // Two guard petals cupping the heart from the front.
  const sides = rng.chance(0.5) ? [-1, 1] : [1, -1]
  sides.forEach((s, i) => {
    const r = rng.fork(`front${i}`)
    const lipY = cy + ry * r.range(0.5, 0.7)
    const outer: Pt = [s * R * r.range(0.6, 0.7), cy + ry * r.range(0.15, 0.4)]
    const inner: Pt = [-s * R * r.range(0.1, 0.22), lipY + R * 0.04]
    const rim = ruffledRim(sk, r, outer, inner, -s * R * 0.06, notch)
    const outline: Pt[] = [
      [s * R * 0.05, R * 0.5],
      [s * R * 0.45, R * 0.4],
      [s * R * 0.68, R * 0.14],
      ...rim,
      [-s * R * 0.14, R * 0.32],
    ]
    part(sk, r, outline, BLUSH, { shadow: { towards: [s * 0.4, 0.9], depth: R * 0.16 }, widthMm: R * 0.6 })
  })
}

/** The round peony bud: a ball of tight petals held in broad rounded sepals. */
function bud(sk: Sketch, rng: Random, r: number): void {
  const c: Pt = [0, -r * 0.2]
  const ball = arc(c, r * 0.62, r * 0.6, 0, Math.PI * 2, 14).slice(0, -1)
  part(sk, rng, ball, BLUSH, { shadow: { towards: [0.6, 0.8], depth: r * 0.25 }, widthMm: r * 1.2 })
  if (roomy(sk, r * 0.6, 5)) {
    sk.curve(arc([c[0] + r * 0.55, c[1]], r * 0.5, r * 0.55, Math.PI * 0.7, Math.PI * 1.3, 6), 'inner', { taper: 0.4 })
    sk.curve(arc([c[0] - r * 0.5, c[1] + r * 0.05], r * 0.45, r * 0.5, -Math.PI * 0.3, Math.PI * 0.3, 6), 'inner', {
      taper: 0.4,
    })
  }
  // Sepals: broad at the base, hugging the ball as they taper to soft points up its sides.
  for (const s of [-1, 1, 0]) {
    const rr = rng.fork(`sepal${s}`)
    // Angles about the ball's centre, y down: from low on its side up round towards its middle.
    const from = Math.PI / 2 - s * 0.35
    const to = from - s * rr.range(0.9, 1.2)
    const sweep = s === 0 ? [Math.PI / 2, Math.PI / 2] : [from, to]
    const reach = s === 0 ? r * 0.45 : r * 0.66
    part(sk, rr, hugging(c, r, sweep[0]!, sweep[1]!, reach, Math.max(r * 0.3, sk.style.weights.outline * 2.6)), SEPAL)
  }
}

/**
 * A sepal lying against the bud: its midline follows the ball's curve from `from` to `to` (angles
 * about `c`), or for the front one (`from` = `to`) runs straight up for `reach`.
 */
function hugging(c: Pt, r: number, from: number, to: number, reach: number, width: number): Pt[] {
  const n = 6
  const mid: Pt[] = []
  const normal: Pt[] = []
  for (let i = 0; i <= n; i++) {
    const t = i / n
    if (from === to) {
      mid.push([c[0], c[1] + r * 0.62 - reach * t])
      normal.push([1, 0])
    } else {
      const a = from + (to - from) * t
      // Slightly outside the ball's edge, so the sepal lies on it rather than inside it.
      const rad = r * (0.64 + 0.04 * Math.sin(Math.PI * t))
      mid.push([c[0] + Math.cos(a) * rad, c[1] + Math.sin(a) * rad * 0.97])
      normal.push([Math.cos(a), Math.sin(a)])
    }
  }
  const half = (t: number) => (width / 2) * Math.sin(Math.PI * Math.min(1, 0.2 + t * 0.85)) ** 0.8
  const left = mid.map((p, i) => [p[0] + normal[i]![0] * half(i / n), p[1] + normal[i]![1] * half(i / n)] as Pt)
  const right = mid.map((p, i) => [p[0] - normal[i]![0] * half(i / n), p[1] - normal[i]![1] * half(i / n)] as Pt)
  return [...left.slice(0, -1), mid.at(-1)!, ...right.slice(0, -1).reverse()]
}

/** A peony leaf: a stalk ending in three deeply cut parts, the side ones often split again. */
function peonyLeaf(sk: Sketch, rng: Random, sprig: Sprig, t: number, side: number, R: number): void {
  const { at, dir } = along(sprig.path, t)
  const angle = Math.atan2(dir[1], dir[0]) + side * rng.range(0.8, 1.1)
  const stalk = R * rng.range(0.35, 0.5)
  const end = polar(angle, stalk, at)
  sk.element().curve([at, polar(angle + side * 0.1, stalk * 0.5, at), end], 'inner', { taper: 0.1 })
  const segment = R * rng.range(0.78, 0.95)
  const lobes: [number, number][] = [[0, 1]]
  for (const k of [-1, 1]) {
    lobes.push([k * rng.range(0.55, 0.75), 0.85])
    if (rng.chance(0.6) && roomy(sk, segment * 0.25, 4)) lobes.push([k * rng.range(1.05, 1.3), 0.7])
  }
  lobes.sort((p, q) => Math.abs(q[0]) - Math.abs(p[0]))
  lobes.forEach(([turn, size], i) => {
    const length = segment * size
    drawLeaf(
      sk,
      rng.fork(`lobe${i}`),
      end,
      angle + turn,
      {
        length,
        width: Math.max(length * 0.3, sk.style.weights.outline * 3),
        widest: 0.45,
        tip: 'point',
        curl: (turn === 0 ? side : Math.sign(turn)) * rng.range(0.05, 0.15),
      },
      PEONY_LEAF,
    )
  })
}
