import { compose, polar, rotation, translation, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { drawLeaf } from './leaves.ts'
import { along, drawStem, type FlowerModel, type Sprig } from './model.ts'
import { part, place, roomy, twine } from './outline-kit.ts'

const CREAM = '#f6e3a1'
const TUBE_PINK = '#e7a1b0'
const HONEY_LEAF = '#4e7f45'
const VINE = '#7a5a3f'

/**
 * Honeysuckle: a whorl of long slender tubes, each opening into an upper lip of four lobes
 * curled back and a single strap-like lower lip, long stamens curving out with their anthers;
 * slim unopened buds among them, oval leaves in opposite pairs on a twining stem.
 */
export const HONEYSUCKLE: FlowerModel = {
  id: 'honeysuckle',
  habit: 'cluster',
  weight: 1,
  colour: CREAM,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    const vine = twine(sprig.path, R * 0.08, rng.range(0.8, 1.3), rng.range(0, Math.PI * 2))
    drawStem(sk, vine, sprig.headMm * 0.035, VINE)
    if (sprig.leaves) {
      const pairs = rng.int(1, 2)
      for (let i = 0; i < pairs; i++) leafPair(sk, rng.fork(`pair${i}`), vine, 0.3 + i * 0.25 + rng.range(0, 0.05), R)
    }
    const { at, dir } = along(vine, 1)
    sk.within(compose(translation(at[0], at[1]), rotation(Math.atan2(dir[1], dir[0]) + Math.PI / 2)), () =>
      whorl(sk, rng.fork('whorl'), R, sprig.openness),
    )
  },
}

/** Two oval leaves from one node, opposite each other. */
function leafPair(sk: Sketch, rng: Random, vine: Pt[], t: number, R: number): void {
  const { at, dir } = along(vine, t)
  const up = Math.atan2(dir[1], dir[0])
  for (const s of [-1, 1]) {
    const length = R * rng.range(0.62, 0.78)
    drawLeaf(
      sk,
      rng.fork(`leaf${s}`),
      at,
      up + s * rng.range(0.9, 1.25),
      { length, width: length * 0.5, widest: 0.45, base: 'round', tip: rng.chance(0.5) ? 'round' : 'point', curl: s * 0.08 },
      HONEY_LEAF,
    )
  }
}

/**
 * The flowers radiate from the stem tip (local origin, "up" is −y): open flowers fanned across
 * the top, buds between them; those pointing sideways are drawn first, upright ones in front.
 */
function whorl(sk: Sketch, rng: Random, R: number, openness: number): void {
  const w = sk.style.weights
  // Long tubes in a crown (a flat fan of thin ones read as a firework), so each flower's lips
  // and stamens stand clear of the next; the tubes wide enough to read as trumpets in fine line.
  const tubeLen = R * 1.15
  // A bold line needs a wider tube to leave colour inside it; fewer flowers then fit.
  const mouthW = Math.max(R * 0.13, w.outline * (w.outline > 1.5 ? 2 : 1.3))
  const fan = 1.15
  const fit = Math.floor((2 * fan * tubeLen * 0.8) / (mouthW * 2 * 2.4))
  const open = Math.max(2, Math.min(rng.int(3, 5), Math.round(fit * (0.5 + 0.5 * openness))))
  const buds = Math.max(1, Math.min(w.outline > 1.5 ? 2 : 3, fit - open + 1))
  const items: { a: number; bud: boolean }[] = []
  for (let i = 0; i < open; i++) items.push({ a: -fan + (2 * fan * (i + 0.5)) / open + rng.around(0, 0.1), bud: false })
  for (let i = 0; i < buds; i++) items.push({ a: -fan * 0.8 + (1.6 * fan * (i + 0.5)) / buds + rng.around(0, 0.12), bud: true })
  // Buds sit behind the open flowers; among each kind, the sideways ones are further back.
  items.sort((p, q) => Number(q.bud) - Number(p.bud) || Math.abs(q.a) - Math.abs(p.a))
  items.forEach(({ a, bud }, i) => {
    const r = rng.fork(`f${i}`)
    const angle = a - Math.PI / 2
    if (bud) budShape(sk, r, angle, tubeLen * r.range(0.6, 0.75), mouthW)
    else flower(sk, r, angle, tubeLen * r.range(0.9, 1.08), mouthW, Math.sign(a) || 1)
  })
  // The green calyx knot the whorl springs from.
  const knot = Math.max(R * 0.12, w.outline * 1.3)
  part(
    sk,
    rng,
    Array.from({ length: 10 }, (_, i) => polar((i / 10) * Math.PI * 2, knot * (i % 2 ? 0.85 : 1))),
    HONEY_LEAF,
  )
}

/**
 * An open flower along `angle` from the origin: tube, curled upper lip, strap lower lip and
 * the stamens. `side` (+1 / −1) says which way the lips turn, so flowers on both sides of the
 * whorl open outwards.
 */
function flower(sk: Sketch, rng: Random, angle: number, len: number, mouthW: number, side: number): void {
  const w = sk.style.weights
  const baseW = Math.max(mouthW * 0.45, w.outline * 0.9)
  const curve = rng.around(0, 0.06) * len
  // In the flower's frame: x along the tube, y to the side where the upper lip curls.
  const s = side
  const P = (x: number, y: number): Pt => [x, s * (y + curve * Math.sin((Math.PI * x) / len))]
  const put = (pts: Pt[]) => place(pts, [0, 0], angle)
  const tube: Pt[] = [
    P(0, baseW * 0.5),
    P(len * 0.5, mouthW * 0.42),
    P(len, mouthW * 0.55),
    P(len * 1.02, 0),
    P(len, -mouthW * 0.55),
    P(len * 0.5, -mouthW * 0.42),
    P(0, -baseW * 0.5),
  ]
  part(sk, rng, put(tube), TUBE_PINK, {
    shadow: { towards: polar(angle + Math.PI / 2, 1), depth: mouthW * 0.3 },
    widthMm: mouthW,
  })
  // The lower lip: one strap hanging back along the outer side.
  const lipW = Math.max(mouthW * 0.55, w.outline * 1.6)
  const lower: Pt[] = [
    P(len * 0.98, mouthW * 0.45),
    P(len * 1.12, mouthW * 0.9),
    P(len * 1.08, mouthW * 0.9 + len * 0.36),
    P(len * 0.98, mouthW * 0.9 + len * 0.44),
    P(len * 1.0 - lipW * 0.7, mouthW * 0.9 + len * 0.3),
    P(len * 1.0 - lipW * 0.3, mouthW * 0.7),
  ]
  part(sk, rng, put(lower), CREAM)
  // The upper lip: broad, curled back over the tube, its edge cut into four round lobes.
  const spread = len * 0.42
  const lobes = roomy(sk, spread, 6) ? 4 : 2
  const edge: Pt[] = []
  for (let i = 0; i <= lobes * 2; i++) {
    const f = i / (lobes * 2)
    const x = len * (1.12 - 0.42 * f)
    const y = -mouthW * 0.6 - len * (0.12 + 0.3 * Math.sin(Math.PI * (0.25 + 0.6 * f)))
    const dip = i % 2 === 1 ? 0 : i === 0 || i === lobes * 2 ? 0 : len * 0.06
    edge.push(P(x + dip * 0.3, y + dip))
  }
  const upper: Pt[] = [P(len * 0.98, -mouthW * 0.4), P(len * 1.12, -mouthW * 0.7), ...edge, P(len * 0.72, -mouthW * 0.62)]
  part(sk, rng, put(upper), CREAM, { shadow: { towards: polar(angle, 1), depth: len * 0.08 }, widthMm: len * 0.35 })
  // Stamens and the longer style arch out of the mouth, each ending in an anther.
  // Fine lines carry all five stamens and the style; bold ones keep three, with small anthers.
  const count = roomy(sk, mouthW * 2, 2.5) ? 5 : 3
  const anther = Math.max(w.detail * 1.7, mouthW * 0.34)
  sk.element()
  for (let i = 0; i < count; i++) {
    const f = i / (count - 1)
    const reach = len * (0.55 + 0.15 * rng.next() + (i === count - 1 ? 0.14 : 0))
    const lift = (-0.25 + 0.5 * f) * len * 0.3
    const pts = put([
      P(len * 0.95, lift * 0.1),
      P(len + reach * 0.55, lift * 0.8 - len * 0.04),
      P(len + reach, lift - len * 0.12),
    ])
    sk.curve(pts, 'detail', { taper: 0.15 })
    sk.dot(pts[2]!, i === count - 1 ? anther * 1.3 : anther)
  }
}

/** An unopened bud: a slim curved club, rounded at the tip. */
function budShape(sk: Sketch, rng: Random, angle: number, len: number, mouthW: number): void {
  const w = sk.style.weights
  const thin = Math.max(mouthW * 0.35, w.outline * 0.9)
  const club = Math.max(mouthW * 0.75, w.outline * 1.4)
  const bend = rng.around(0, 0.12) * len
  const P = (x: number, y: number): Pt => [x, y + bend * Math.sin((Math.PI * x) / len)]
  const outline = place(
    [
      P(0, thin * 0.5),
      P(len * 0.55, thin * 0.6),
      P(len * 0.85, club * 0.5),
      P(len, 0),
      P(len * 0.85, -club * 0.5),
      P(len * 0.55, -thin * 0.6),
      P(0, -thin * 0.5),
    ],
    [0, 0],
    angle,
  )
  part(sk, rng, outline, TUBE_PINK)
}
