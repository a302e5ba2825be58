import { compose, polar, rotation, translation, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf } from './leaves.ts'
import { along, drawStem, type FlowerModel, type Sprig } from './model.ts'
import { lighten } from '../colour.ts'
import { leanOf, part, roomy } from './outline-kit.ts'

const CARNATION_PINK = '#e8608a'
const CALYX = '#7aa38a'
const GLAUCOUS = '#6f9c8c'

/**
 * The carnation from the side: a long green calyx tube ending in sharp sepal points, and out
 * of it a fan of frilly petals with finely pinked rims in layers; narrow blue-green leaves in
 * opposite pairs at the knees of the stem.
 */
export const CARNATION: FlowerModel = {
  id: 'carnation',
  habit: 'head',
  weight: 1.1,
  colour: CARNATION_PINK,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    const pairs = sprig.leaves ? rng.int(2, 3) : 0
    const nodes = Array.from({ length: pairs }, (_, i) => 0.2 + (i * 0.48) / pairs)
    const stem = kneedStem(rng.fork('stem'), sprig.path, nodes, R * 0.035)
    drawStem(sk, stem, sprig.headMm * 0.045, GLAUCOUS)
    nodes.forEach((t, i) => leafPair(sk, rng.fork(`node${i}`), stem, t, R))
    const { at, dir } = along(stem, 1)
    sk.within(compose(translation(at[0], at[1]), rotation(leanOf(dir) * 0.6)), () =>
      head(sk, rng.fork('head'), R, sprig.openness),
    )
  },
}

/** The stem bent a little at each node (where the leaves sit), straight between, as a carnation's is. */
function kneedStem(rng: Random, path: readonly Pt[], nodes: readonly number[], knee: number): Pt[] {
  const stops = [0, ...nodes, 0.85, 1]
  return stops.map((t, i) => {
    const { at, dir } = along(path, t)
    const k = i === 0 || t >= 0.85 ? 0 : (i % 2 === 0 ? 1 : -1) * knee * rng.range(0.6, 1)
    return [at[0] - dir[1] * k, at[1] + dir[0] * k] as Pt
  })
}

/** Two narrow grass-like leaves from one node, curving away; bold styles ink them as blades. */
function leafPair(sk: Sketch, rng: Random, stem: Pt[], t: number, R: number): void {
  const { at, dir } = along(stem, t)
  const up = Math.atan2(dir[1], dir[0])
  for (const s of [-1, 1]) {
    const length = R * rng.range(0.9, 1.25)
    const angle = up + s * rng.range(0.35, 0.6)
    const width = length * 0.13
    const curl = s * rng.range(0.1, 0.3)
    if (roomy(sk, width, 3)) {
      drawLeaf(sk, rng.fork(`leaf${s}`), at, angle, { length, width, widest: 0.3, tip: 'point', curl }, GLAUCOUS)
    } else {
      const blade: Pt[] = [0, 0.35, 0.7, 1].map((f) => {
        const p = polar(angle, length * f, at)
        const n = polar(angle + Math.PI / 2, curl * length * 0.5 * Math.sin(Math.PI * f * 0.9))
        return [p[0] + n[0], p[1] + n[1]] as Pt
      })
      sk.element().curve(blade, 'outline', { taper: 0.6 })
    }
  }
}

/** The flower: calyx, then the petal fan back to front. `openness` widens the fan. */
function head(sk: Sketch, rng: Random, R: number, openness: number): void {
  const w = sk.style.weights
  const calyxH = R * 0.85
  const topW = Math.max(R * 0.16, w.outline * 1.7)
  const baseW = Math.max(R * 0.11, w.outline * 1.3)
  const mouth: Pt = [0, -calyxH]
  const open = 0.35 + 0.65 * openness
  const fanHalf = (0.55 + 0.75 * open) * (Math.PI / 2)
  const layers = [
    { reach: R * (0.6 + 0.4 * open), spread: 1, count: [5, 7] as const },
    { reach: R * (0.5 + 0.3 * open), spread: 0.8, count: [4, 6] as const },
    { reach: R * (0.38 + 0.18 * open), spread: 0.62, count: [3, 4] as const },
  ].filter((layer, i, all) => i === 0 || all[0]!.reach - layer.reach >= w.outline * 2.5 * i)
  layers.forEach((layer, li) => {
    const r = rng.fork(`layer${li}`)
    const half = fanHalf * layer.spread
    const fit = Math.floor((2 * half * layer.reach * 0.7) / (w.outline * 5))
    const n = Math.max(layer.count[0] - (fit < layer.count[0] ? 2 : 0), Math.min(layer.count[1], fit))
    const span = (half / Math.max(n, 1)) * 1.35
    const order = Array.from({ length: n }, (_, i) => i).sort((p, q) => Math.abs(p - (n - 1) / 2) - Math.abs(q - (n - 1) / 2))
    order.reverse()
    for (const i of order) {
      const pr = r.fork(`petal${i}`)
      const a = -Math.PI / 2 - half + (2 * half * (i + 0.5)) / n + pr.around(0, 0.08)
      const reach = layer.reach * pr.range(0.88, 1.05)
      frillyPetal(sk, pr, mouth, a, span, reach, li === 0 ? CARNATION_PINK : lighten(CARNATION_PINK, 0.08 * li))
    }
  })
  // The calyx in front of the petal bases: a tube ending in pointed sepal tips.
  const teeth = roomy(sk, topW * 2, 5) ? 3 : 2
  const rim: Pt[] = []
  for (let i = 0; i <= teeth * 2; i++) {
    const x = topW - (2 * topW * i) / (teeth * 2)
    const tip = i % 2 === 1
    rim.push([x * (tip ? 1.05 : 1), mouth[1] + (tip ? -R * 0.16 * rng.range(0.8, 1.2) : R * 0.04)])
  }
  const calyx: Pt[] = [
    [baseW * 0.9, 0],
    [topW * 1.02, mouth[1] + calyxH * 0.25],
    ...rim,
    [-topW * 1.02, mouth[1] + calyxH * 0.25],
    [-baseW * 0.9, 0],
  ]
  part(sk, rng, calyx, CALYX, { shadow: { towards: [1, 0], depth: topW * 0.5 }, widthMm: topW * 2 })
  if (roomy(sk, topW * 2, 7) && sk.style.detail >= 0.5)
    for (const x of [-0.4, 0.35])
      sk.curve(
        [
          [topW * x, mouth[1] + R * 0.06],
          [baseW * x, -R * 0.06],
        ],
        'detail',
        { taper: 0.4 },
      )
  // Scale-like bracts hugging the calyx foot.
  for (const s of [-1, 1]) {
    const b: Pt[] = [
      [s * baseW * 0.1, R * 0.02],
      [s * baseW * 1.15, -R * 0.06],
      [s * baseW * 0.95, -R * 0.2],
      [s * baseW * 0.3, -R * 0.08],
    ]
    part(sk, rng, b, CALYX)
  }
}

/**
 * A petal fanning from the calyx mouth towards `a`, its rim cut in fine zigzag teeth (pinked)
 * and rippled; teeth are as fine as the line width lets them stay sharp.
 */
function frillyPetal(sk: Sketch, rng: Random, base: Pt, a: number, span: number, reach: number, colour: string): void {
  const w = sk.style.weights
  const arcLen = 2 * span * reach
  const teeth = Math.max(3, Math.min(11, Math.floor(arcLen / (w.outline * 2.4))))
  const depth = Math.max(reach * 0.06, w.outline * 0.9)
  const ripple = rng.range(0, Math.PI * 2)
  const at = (ang: number, r: number): Pt => polar(ang, r, base)
  const pts: Pt[] = [at(a, reach * 0.1), at(a + span * 0.75, reach * 0.55)]
  for (let i = 0; i <= teeth * 2; i++) {
    const u = 1 - i / teeth
    const wave = 1 + 0.07 * Math.sin(ripple + u * 5)
    const r = reach * wave * (0.9 + 0.1 * Math.sqrt(Math.max(0, 1 - u * u))) - (i % 2 === 1 ? depth : 0)
    pts.push(at(a + u * span, r))
  }
  pts.push(at(a - span * 0.75, reach * 0.55))
  part(sk, rng, pts, colour, { shadow: { towards: polar(a + Math.PI, 1), depth: reach * 0.3 }, widthMm: span * reach })
  if (roomy(sk, span * reach, 8) && sk.style.detail >= 0.5) {
    const k = rng.around(0, 0.3)
    sk.curve([at(a + k * span, reach * 0.45), at(a + k * span * 1.2, reach * 0.75)], 'detail', { taper: 0.5 })
  }
}
