import { smoothThrough } from '../../geometry/curves.ts'
import { add, lerp, polar, rotate, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { hull, holds, mass, massive, ring, stage } from './kit.ts'

const BLOSSOM_PINK = '#f2a7b8'
const BLOSSOM_HEART = '#c94f6d'
const BRANCH_BROWN = '#5a3a2a'
const CALYX = '#8a3b3b'

/**
 * Sakura: a branch carrying a few five-petalled blossoms with notched petals and buds, a single
 * blossom drawn large, and a short sprig shedding petals that drift down beneath it.
 */
export const CHERRY_BLOSSOM: SubjectModel = {
  id: 'cherry-blossom',
  shape: 'long',
  aspects: [1.8, 1, 0.9],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const st = stage(sk, frame, this.aspects[frame.form] ?? 1)
    const { w, h } = st
    const drawn: Pt[] = []
    let axis: [Pt, Pt] = [
      [-w / 2, 0],
      [w / 2, 0],
    ]
    let focus: Pt = [0, 0]
    let perch: Pt | undefined
    st.draw(() => {
      if (frame.form === 0) {
        const path: Pt[] = [
          [-w * 0.48, h * 0.3],
          [-w * 0.2, h * 0.1],
          [w * 0.1, -h * 0.02],
          [w * 0.36, -h * 0.24],
        ]
        drawn.push(...branch(sk, rng, path, h * 0.09))
        // Bold lines need bigger blossoms to keep their petals open: fewer of them then.
        const roomy = holds(sk, h * 0.2, 9)
        const r = h * (roomy ? 0.2 : holds(sk, h * 0.2, 5) ? 0.25 : 0.3)
        const count = Math.max(3, Math.min(5, Math.floor(w / (r * 2.2))))
        const spots: [number, number, number][] = [
          [0.32, -1, 1],
          [0.56, 1, 0.9],
          [0.8, -1, 0.85],
          [0.14, 1, 0.75],
          [0.9, 1, 0.7],
        ]
        const line = smoothThrough(path, { step: 1 })
        const at = (t: number) => line[Math.round(t * (line.length - 1))]!
        // Buds at the branch's tip and on a short twig.
        drawn.push(...budOn(sk, rng.fork('bud0'), at(1), polar(-0.6, h * 0.14, at(1)), h * 0.06))
        drawn.push(...budOn(sk, rng.fork('bud1'), at(0.42), add(at(0.42), [-r * 0.2, -r * 1.3]), r * 0.28))
        spots.slice(0, count).forEach(([t, side, k], i) => {
          const p = at(t)
          // Kept inside the frame: large blossoms at the ends would overhang it.
          const rk = r * k
          const c: Pt = [
            Math.max(-w / 2 + rk, Math.min(w / 2 - rk, p[0] + r * 0.15 * side)),
            Math.max(-h / 2 + rk, Math.min(h / 2 - rk, p[1] + r * 0.55 * side)),
          ]
          drawn.push(...blossom(sk, rng.fork(`b${i}`), c, rk, rng.range(0, 1.2)))
        })
        axis = [path[0]!, path[path.length - 1]!]
        focus = at(0.5)
        perch = at(0.66)
      } else if (frame.form === 1) {
        // One petal points up: five petals then span 1.9 r across and 1.81 r down, centred here.
        const r = (Math.min(w, h) * 0.49) / 0.95
        drawn.push(...blossom(sk, rng, [0, r * 0.095], r, -Math.PI / 2 + rng.around(0, 0.05)))
        axis = [
          [0, h / 2],
          [0, -h / 2],
        ]
      } else {
        const path: Pt[] = [
          [-w * 0.48, -h * 0.28],
          [-w * 0.1, -h * 0.38],
          [w * 0.44, -h * 0.45],
        ]
        drawn.push(...branch(sk, rng, path, h * 0.07))
        const r = h * 0.17
        drawn.push(...budOn(sk, rng.fork('bud'), path[2]!, [w * 0.42, -h * 0.3], r * 0.3))
        drawn.push(...blossom(sk, rng.fork('b0'), [-w * 0.2, -h * 0.22], r, 0.3))
        drawn.push(...blossom(sk, rng.fork('b1'), [w * 0.16, -h * 0.3], r * 0.85, 1.1))
        // Loose petals drifting down, smaller and turned as they fall.
        const fall: [number, number, number][] = [
          [-0.3, 0.14, 0.9],
          [0.2, 0.12, 0.8],
          [-0.04, 0.3, 0.72],
          [0.28, 0.38, 0.6],
        ]
        fall.forEach(([x, y, k], i) => {
          const pr = rng.fork(`fall${i}`)
          const p = petalShape([w * x, h * y], pr.range(0, Math.PI * 2), r * 0.9 * k)
          mass(sk, pr, p, BLOSSOM_PINK, { towards: [0, 1], depth: r * 0.2, widthMm: r * 0.5 * k })
          drawn.push(...p)
        })
        axis = [path[0]!, path[2]!]
        focus = [-w * 0.05, -h * 0.25]
        perch = path[1]
      }
    })
    const outline = hull(drawn)
    return st.anchors({
      silhouette: [outline],
      axis,
      girth: h * 0.05,
      focus,
      ...(perch && { perch }),
      spots: [0, 0.2, 0.4, 0.6, 0.8].map((t) => outline[Math.floor(t * outline.length)]!),
    })
  },
}

/** One notched petal from near the centre outwards to radius `r`, pointing along `angle`. */
function petalShape(c: Pt, angle: number, r: number): Pt[] {
  // Broad and rounded, with a shallow notch at the tip: the sakura's mark.
  const side: Pt[] = [
    [0.28, 0.26],
    [0.6, 0.44],
    [0.88, 0.36],
    [1.0, 0.14],
  ]
  const local: Pt[] = [[0.08, 0], ...side, [0.92, 0], ...side.map(([x, y]) => [x, -y] as Pt).reverse()]
  return local.map(([x, y]) => add(rotate([x * r, y * r], angle), c))
}

/** A five-petalled blossom: overlapping notched petals, a darker heart and stamens where they fit. */
function blossom(sk: Sketch, rng: Random, c: Pt, r: number, turn: number): Pt[] {
  const solid = massive(sk)
  const out: Pt[] = []
  for (let i = 0; i < 5; i++) {
    const a = turn + (i * 2 * Math.PI) / 5 + rng.around(0, 0.06)
    const p = petalShape(c, a, r * rng.range(0.95, 1))
    // Shading keeps clear of the heart and its stamens, drawn over the petals later.
    const avoid = (q: Pt) => Math.hypot(q[0] - c[0], q[1] - c[1]) < r * 0.62
    mass(sk, rng, p, BLOSSOM_PINK, { towards: polar(a + Math.PI, 1), depth: r * 0.45, widthMm: r * 0.7, avoid })
    // A crease or two down the petal, as the big single blossom can hold them.
    if (!solid && holds(sk, r * 0.6, 9))
      for (const k of [-0.12, 0.12])
        sk.curve([add(c, polar(a + k, r * 0.3)), add(c, polar(a + k * 1.4, r * 0.62))], 'detail', { taper: 0.5 })
    out.push(p[5]!)
  }
  // The heart: a small disc, dark pink (solid in blackwork), with stamens reaching out.
  const heart = ring(c, r * 0.2, r * 0.2, 12)
  mass(sk, rng, heart, BLOSSOM_HEART, { solid: solid || (!sk.inColour && !holds(sk, r * 0.4, 4)), weight: 'inner' })
  if (holds(sk, r, 11)) {
    // Along the petals' middles, where no petal edge crosses them.
    const pair = holds(sk, r, 16)
    const dot = Math.max(sk.style.weights.detail * 2.2, 0.8)
    for (let i = 0; i < (pair ? 10 : 5); i++) {
      const a = turn + (Math.floor(pair ? i / 2 : i) * 2 * Math.PI) / 5 + (pair ? (i % 2 === 0 ? -0.2 : 0.2) : 0)
      const tip = add(c, polar(a, r * 0.5))
      sk.curve([add(c, polar(a, r * 0.2)), tip], 'detail', { taper: 0 })
      sk.dot(tip, dot)
    }
  }
  return out
}

/** The branch: a knobbly tapering limb, dark brown (solid in blackwork), with a shadow underneath. */
function branch(sk: Sketch, rng: Random, path: readonly Pt[], thick: number): Pt[] {
  const line = smoothThrough(path, { step: 1 })
  const left: Pt[] = []
  const right: Pt[] = []
  const minHalf = sk.style.weights.outline * 1.1
  line.forEach((p, i) => {
    const a = line[Math.max(0, i - 1)]!
    const b = line[Math.min(line.length - 1, i + 1)]!
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const n: Pt = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l]
    const t = i / (line.length - 1)
    const k = Math.max((thick / 2) * (1 - 0.6 * t) * (1 + 0.08 * Math.sin(t * 19)), minHalf)
    left.push([p[0] + n[0] * k, p[1] + n[1] * k])
    right.push([p[0] - n[0] * k, p[1] - n[1] * k])
  })
  const outline = [...left, ...right.reverse()]
  mass(sk, rng, outline, BRANCH_BROWN, { solid: massive(sk), towards: [0, 1], depth: thick * 0.4, widthMm: thick })
  return outline
}

/** A closed bud on a short stalk from `from`: a pink drop in a dark cup. */
function budOn(sk: Sketch, rng: Random, from: Pt, at: Pt, r: number): Pt[] {
  const solid = massive(sk)
  const dir = Math.atan2(at[1] - from[1], at[0] - from[0])
  sk.element().curve([from, lerp(from, at, 0.5), at], 'inner', { taper: 0.2 })
  const drop: Pt[] = [
    [0, -r * 0.8],
    [r * 1.2, -r * 0.75],
    [r * 2.1, 0],
    [r * 1.2, r * 0.75],
    [0, r * 0.8],
  ].map((p) => add(rotate(p as unknown as Pt, dir), at))
  mass(sk, rng, drop, BLOSSOM_PINK, { solid: false })
  const cup: Pt[] = [
    [-r * 0.3, 0],
    [r * 0.2, -r * 0.85],
    [r * 0.7, -r * 0.3],
    [r * 0.7, r * 0.3],
    [r * 0.2, r * 0.85],
  ].map((p) => add(rotate(p as unknown as Pt, dir), at))
  mass(sk, rng, cup, CALYX, { solid, weight: 'inner' })
  if (solid) sk.fill([cup], 'shade', INK)
  return [...drop, from]
}
