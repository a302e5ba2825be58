import { smoothThrough, arcLengths, pointAtLength } from '../geometry/curves.ts'
import { polar, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { along, drawStem, linesAcross, type FlowerModel } from './model.ts'
import { angleOf, arcSpine, bladeLeaf, ellipse, filled, frame, shadeIfRoom, stalk, stemLength, stemTip } from './sprig-kit.ts'

const BELL_WHITE = '#fbfaf3'
const BUD_GREEN = '#dfe8c8'

/**
 * One bell hanging from `at` towards `hang` (image angle): a round cup whose rim turns out in
 * small pointed scallops. Room decides whether four scallop tips show or only three.
 */
function bell(sk: Sketch, rng: Random, at: Pt, hang: number, d: number): void {
  const rich = linesAcross(sk, d) > 8
  // Right half from the stalk to the middle of the rim, mirrored for the left.
  const half: Pt[] = rich
    ? [
        [0.13, 0.02],
        [0.37, 0.14],
        [0.48, 0.4],
        [0.47, 0.66],
        [0.6, 0.88],
        [0.38, 0.8],
        [0.22, 0.95],
        [0.06, 0.84],
      ]
    : [
        [0.14, 0.02],
        [0.38, 0.15],
        [0.49, 0.42],
        [0.48, 0.68],
        [0.6, 0.9],
        [0.3, 0.82],
        [0.0, 0.96],
      ]
  const j = () => 1 + rng.around(0, 0.04)
  const right = half.map(([x, y]) => [x * d * j(), y * d] as Pt)
  const left = right
    .filter(([x]) => x > 0.001)
    .map(([x, y]) => [-x * j(), y] as Pt)
    .reverse()
  const outline = [[0, 0] as Pt, ...right, ...left]
  sk.within(frame(at, hang - Math.PI / 2), () => {
    filled(sk, outline, BELL_WHITE)
    if (linesAcross(sk, d) > 6.5 && sk.style.detail >= 0.5)
      sk.curve(
        [
          [-0.3 * d, 0.22 * d],
          [-0.36 * d, 0.45 * d],
          [-0.32 * d, 0.64 * d],
        ],
        'detail',
        { taper: 0.5 },
      )
    shadeIfRoom(sk, rng, outline, d, [1, 0.35], BELL_WHITE, 5)
  })
}

/** A closed bud: a small ball, slightly drawn out where it will open. */
function bud(sk: Sketch, at: Pt, hang: number, d: number): void {
  sk.within(frame(at, hang - Math.PI / 2), () => {
    filled(sk, ellipse([0, d * 0.5], d * 0.44, d * 0.5, 12), BUD_GREEN)
  })
}

export const LILY_OF_THE_VALLEY: FlowerModel = {
  id: 'lily-of-the-valley',
  habit: 'sprig',
  weight: 0.9,
  colour: '#f6f4ea',
  draw(sk, rng, sprig) {
    const w = sk.style.weights.outline
    const { at: tip, up } = stemTip(sprig.path)
    const side = rng.chance(0.5) ? 1 : -1
    const across = up + side * (Math.PI / 2)
    const H = sprig.headMm
    const tall = stemLength(sprig.path)
    const base = sprig.path[0]!
    const baseUp = angleOf(along(sprig.path, 0.02).dir)

    // Two broad leaves sheathe the foot of the stem: one behind it, one in front.
    const leaf = (r: Random, s: number) => {
      const length = tall * r.range(0.6, 0.82)
      const spine = arcSpine(base, baseUp + s * r.range(0.1, 0.3), length, s * r.range(0.25, 0.6))
      bladeLeaf(sk, r, spine, {
        width: Math.max(length * r.range(0.26, 0.32), w * 4),
        tip: 'point',
        keel: true,
        veins: 2,
        base: 0.3,
        outline: 'elliptic',
      })
    }
    if (sprig.leaves) leaf(rng.fork('leaf back'), side)

    // The raceme: the stem rises, then arches over to one side and droops at its tip.
    const start = along(sprig.path, 0.55).at
    const arch = smoothThrough(
      [
        start,
        polar(across, H * 0.06, polar(up, H * 0.08, tip)),
        polar(across, H * 0.32, polar(up, H * 0.16, tip)),
        polar(across, H * 0.66, polar(up, H * 0.06, tip)),
        polar(across, H * 0.92, polar(up, -H * 0.16, tip)),
      ],
      { step: 0.8 },
    )
    // Bells from the largest near the stem to buds at the tip, spaced by their size.
    const lengths = arcLengths(arch)
    const total = lengths.at(-1) ?? 0
    const d0 = Math.max(H * 0.27, w * 5.2)
    const dMin = Math.max(d0 * 0.42, w * 3)
    const shrink = (d: number) => Math.max(dMin, d * 0.88)
    const bells: { s: number; d: number }[] = []
    let s = total * 0.3
    let d = d0
    while (s < total * 0.97 && bells.length < 9) {
      bells.push({ s, d })
      const next = shrink(d)
      s += (d + next) * 0.6
      d = next
    }
    // The stalk ends just past its last bud.
    const end = (bells.at(-1)?.s ?? total) + (bells.at(-1)?.d ?? 0) * 0.25
    const shown = arch.filter((_, i) => (lengths[i] ?? 0) <= end)
    drawStem(sk, [...smoothThrough(sprig.path, { step: 2 }).filter((_, i, all) => i < all.length * 0.55), ...shown], H * 0.045)
    const buds = Math.max(1, Math.round((1 - sprig.openness) * 3) + rng.int(0, 1))
    const down = up + Math.PI
    // Draw from the tip back so each larger bell overlaps the smaller one beside it.
    for (let i = bells.length - 1; i >= 0; i--) {
      const b = bells[i]!
      const r = rng.fork(`bell${i}`)
      const p = pointAtLength(arch, lengths, b.s)
      const reach = b.d * r.range(0.6, 0.8)
      const hang = down - side * r.range(0, 0.12)
      const end = polar(down, reach, polar(across, reach * 0.3, p))
      stalk(sk, [p, polar(across + side * 0.25, reach * 0.5, p), end])
      if (i >= bells.length - buds) bud(sk, end, hang, b.d * 0.62)
      else bell(sk, r, end, hang + r.around(0, 0.08), b.d)
    }
    if (sprig.leaves) leaf(rng.fork('leaf front'), -side)
  },
}
