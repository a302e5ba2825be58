import { smoothThrough } from '../geometry/curves.ts'
import { lerp, polar, type Pt } from '../geometry/vec.ts'
import { INK, type Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { LEAF_GREEN } from './leaves.ts'
import { along, drawStem, linesAcross, type FlowerModel } from './model.ts'
import { petal } from './parts.ts'
import { angleOf, ellipse, filled, frame, shadeIfRoom, stalk } from './sprig-kit.ts'

const BARK = '#6b4f3a'
const ANTHER = '#8a2e4a'
const CENTRE = '#c8cf6a'

/** A deeply lobed hawthorn leaf along +x from its stalk: a pointed end lobe and two pairs beside it. */
function lobedLeaf(sk: Sketch, rng: Random, at: Pt, angle: number, length: number): void {
  const L = length
  const W = length * 0.42
  const j = () => 1 + rng.around(0, 0.06)
  // Upper edge from base to tip: lobe tips out, sinuses cut deep towards the midrib.
  const upper: Pt[] = [
    [0.12 * L, -0.12 * W],
    [0.3 * L, -0.42 * W * j()],
    [0.36 * L, -0.5 * W * j()],
    [0.42 * L, -0.2 * W],
    [0.6 * L, -0.5 * W * j()],
    [0.66 * L, -0.48 * W * j()],
    [0.72 * L, -0.18 * W],
    [0.88 * L, -0.26 * W * j()],
  ]
  const lower = upper.map(([x, y]) => [x * j(), -y * j()] as Pt).reverse()
  const outline: Pt[] = [[0, 0], ...upper, [L, 0], ...lower]
  sk.within(frame(at, angle), () => {
    filled(sk, outline, LEAF_GREEN)
    const room = linesAcross(sk, W)
    if (room > 4.5)
      sk.curve(
        [
          [0.02 * L, 0],
          [0.5 * L, 0],
          [0.9 * L, 0],
        ],
        'inner',
        { taper: 0.4 },
      )
    if (room > 8 && sk.style.detail >= 0.5)
      for (const [x, tx] of [
        [0.2, 0.34],
        [0.48, 0.62],
      ] as const)
        for (const s of [-1, 1])
          sk.curve(
            [
              [x * L, 0],
              [tx * L, s * 0.36 * W],
            ],
            'detail',
            { taper: 0.5 },
          )
    shadeIfRoom(sk, rng, outline, W, [0, 1], LEAF_GREEN, 5)
  })
}

/** One small flower: five round petals, a green-gold centre and a ring of stamens with dark tips. */
function blossom(sk: Sketch, rng: Random, centre: Pt, rf: number, tilt: number, squeeze: number, colour: string): void {
  const w = sk.style.weights.outline
  const turn = rng.range(0, Math.PI * 2)
  const width = Math.max(rf * 0.85, w * 3)
  sk.within(frame(centre, tilt, 1, squeeze), () => {
    for (let i = 0; i < 5; i++) {
      const angle = turn + (i * 2 * Math.PI) / 5 + rng.around(0, 0.06)
      const outline = petal(rng, { length: rf * rng.range(0.95, 1.05), width, widest: 0.62, tip: 'round', angle, jitter: 0.05 })
      filled(sk, outline, colour)
      shadeIfRoom(sk, rng, outline, width, polar(angle + Math.PI, 1), colour, 6)
    }
    const disc = Math.max(rf * 0.22, w * 1.2)
    filled(sk, ellipse([0, 0], disc, disc, 10), CENTRE, 'inner')
    const room = linesAcross(sk, rf)
    if (room > 5.5) {
      const n = room > 9 ? 10 : 7
      const d = Math.max(sk.style.weights.detail * 1.6, rf * 0.09)
      for (let i = 0; i < n; i++) {
        const a = turn + (i / n) * Math.PI * 2 + 0.3
        const tip = polar(a, rf * 0.5)
        if (room > 9) sk.curve([polar(a, disc * 0.9), tip], 'detail', { taper: 0.2 })
        sk.dot(tip, d)
      }
      if (sk.inColour) sk.fill([ellipse([0, 0], rf * 0.06, rf * 0.06, 6)], 'colour', ANTHER)
    }
  })
}

export const HAWTHORN: FlowerModel = {
  id: 'hawthorn',
  habit: 'cluster',
  weight: 1.05,
  colour: '#f7f3ee',
  draw(sk, rng, sprig) {
    const w = sk.style.weights.outline
    const H = sprig.headMm
    // The twig zigzags: it changes direction a little at every node.
    const nodes = 4
    const twig: Pt[] = []
    for (let i = 0; i <= nodes; i++) {
      const { at, dir } = along(sprig.path, i / nodes)
      const kink = i === 0 || i === nodes ? 0 : (i % 2 === 0 ? 1 : -1) * H * 0.09
      twig.push([at[0] - dir[1] * kink, at[1] + dir[0] * kink])
    }
    const tip = twig.at(-1)!
    const up = angleOf(along(sprig.path, 1).dir)
    // Thorns and leaves at the nodes, alternating sides.
    for (let i = 1; i < nodes; i++) {
      const r = rng.fork(`node${i}`)
      const node = twig[i]!
      const stemAngle = Math.atan2(twig[i + 1]![1] - node[1], twig[i + 1]![0] - node[0])
      const side = i % 2 === 0 ? 1 : -1
      if (sprig.leaves) {
        const a = stemAngle + side * r.range(0.55, 0.9)
        const stalkEnd = polar(a, H * 0.06, node)
        stalk(sk, [node, stalkEnd])
        lobedLeaf(sk, r, stalkEnd, a + side * 0.1, H * r.range(0.5, 0.62))
      }
    }
    drawStem(sk, twig, H * 0.07, BARK)
    for (let i = 1; i < nodes; i++) {
      const r = rng.fork(`thorn${i}`)
      if (!r.chance(0.75)) continue
      const node = twig[i]!
      const stemAngle = Math.atan2(twig[i + 1]![1] - node[1], twig[i + 1]![0] - node[0])
      const side = i % 2 === 0 ? -1 : 1
      const a = stemAngle + side * r.range(0.6, 0.9)
      const length = H * r.range(0.17, 0.24)
      const base = length * 0.24
      // Straight edges need points along them, or the smooth outline would bulge into a leaf.
      const left = polar(a + Math.PI / 2, base / 2, node)
      const right = polar(a - Math.PI / 2, base / 2, node)
      const point = polar(a, length, node)
      const edge = (from: Pt) => [0, 0.33, 0.66].map((t) => lerp(from, point, t))
      const thorn = [...edge(left), point, ...edge(right).reverse()]
      if (linesAcross(sk, base) > 3) filled(sk, thorn, BARK, 'inner')
      else {
        // Too slim to hold a line inside: a solid spike of ink.
        sk.element(thorn).curve(thorn, 'detail', { closed: true })
        sk.fill([smoothThrough(thorn, { closed: true, step: 0.3 })], 'shade', INK)
      }
    }
    // A dome of blossoms: the far (upper) ones first, the nearer ones overlapping them.
    const colour = rng.chance(0.75) ? '#fbf8f4' : '#f4c9d6'
    const rf = Math.max(H * 0.16, w * 3.8)
    const domeR = Math.max(H * 0.55, rf * 2.3)
    const n = Math.max(3, Math.min(8, Math.floor((domeR / rf) ** 2 * 1.3)))
    const middle = polar(up, H * 0.2, tip)
    const c = Math.cos(up + Math.PI / 2)
    const s = Math.sin(up + Math.PI / 2)
    // Blossoms sit far enough apart to read one by one; buds fill a few of the gaps.
    const spots: { at: Pt; local: Pt; bud: boolean }[] = []
    const placer = rng.fork('dome')
    for (let tries = 0; tries < 400 && spots.length < n + 3; tries++) {
      const bud = spots.length >= n
      const a = placer.range(0, Math.PI * 2)
      const rr = (domeR - rf * 0.7) * Math.sqrt(placer.next())
      const local: Pt = [Math.cos(a) * rr, Math.sin(a) * rr * 0.7]
      const gap = bud ? rf * 1.25 : rf * 1.6
      if (spots.some((q) => Math.hypot(q.local[0] - local[0], q.local[1] - local[1]) < gap)) continue
      const at: Pt = [middle[0] + local[0] * c - local[1] * s, middle[1] + local[0] * s + local[1] * c]
      spots.push({ at, local, bud })
    }
    for (const s of spots) stalk(sk, [tip, polar(up, H * 0.08, tip), s.at], 'detail')
    spots
      .sort((a, b) => a.local[1] - b.local[1])
      .forEach((s, i) => {
        const r = rng.fork(`blossom${i}`)
        if (s.bud) filled(sk, ellipse(s.at, Math.max(rf * 0.36, w * 1.6), Math.max(rf * 0.36, w * 1.6), 10), colour)
        else blossom(sk, r, s.at, rf * r.range(0.9, 1.05), r.range(0, 6), r.range(0.72, 1), colour)
      })
  },
}
