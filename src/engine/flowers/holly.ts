import { smoothThrough } from '../geometry/curves.ts'
import { polar, type Pt } from '../geometry/vec.ts'
import { shade } from '../ink/shade.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { along, drawStem, type FlowerModel, type Sprig } from './model.ts'
import { lighten } from '../colour.ts'
import { arc, overlay, part, place, roomy } from './outline-kit.ts'

const HOLLY_GREEN = '#1f5e2e'
const BERRY_RED = '#c8102e'
const WOOD = '#5b4330'

/**
 * A holly sprig: glossy spiny leaves fanned round a cluster of round red berries; `headMm` is
 * the size of the whole leaf-and-berry cluster.
 */
export const HOLLY: FlowerModel = {
  id: 'holly',
  habit: 'sprig',
  weight: 1,
  colour: HOLLY_GREEN,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    drawStem(sk, sprig.path, sprig.headMm * 0.05, WOOD)
    const { at, dir } = along(sprig.path, 1)
    const up = Math.atan2(dir[1], dir[0])
    // Without leaves (tightly packed layouts) the sprig keeps two, or it stops being holly.
    const count = sprig.leaves ? rng.int(3, 5) : 2
    const atTip = Math.min(count, 3)
    const spread = atTip === 2 ? 1.0 : 1.35
    const leaves: { base: Pt; a: number; i: number; depth: number }[] = []
    for (let i = 0; i < atTip; i++) {
      const a = up - spread + (2 * spread * i) / (atTip - 1) + rng.around(0, 0.15)
      leaves.push({ base: polar(a, R * 0.06, at), a, i, depth: -Math.abs(a - up) })
    }
    // The rest grow from the stem below the cluster, alternately, reaching up and out.
    const first = rng.chance(0.5) ? 1 : -1
    for (let i = atTip; i < count; i++) {
      const s = (i - atTip) % 2 === 0 ? first : -first
      const low = along(sprig.path, 0.62 - (i - atTip) * 0.14)
      leaves.push({ base: low.at, a: Math.atan2(low.dir[1], low.dir[0]) + s * rng.range(0.7, 1.0), i, depth: -10 - i })
    }
    leaves.sort((p, q) => p.depth - q.depth)
    for (const { base, a, i } of leaves) {
      const r = rng.fork(`leaf${i}`)
      hollyLeaf(sk, r, base, a, R * r.range(1.0, 1.18), r.chance(0.5) ? 1 : -1)
    }
    berries(sk, rng.fork('berries'), polar(up, R * 0.05, at), R)
  },
}

/**
 * A holly leaf along +x from the origin: a wavy oblong whose edge runs from spine to spine in
 * shallow hollows, as many spines as stay sharp at the style's line width.
 */
export function hollyOutline(sk: Sketch, rng: Random, length: number, width: number): Pt[] {
  const half = width / 2
  const spines = Math.max(2, Math.min(5, Math.floor((length * 0.8) / (sk.style.weights.outline * 4.2))))
  const profile = (t: number) => half * Math.sin(Math.PI * Math.min(1, t * 1.04)) ** 0.65
  const side = (s: number, shift: number): Pt[] => {
    const pts: Pt[] = []
    const step = 0.86 / (spines + 0.5)
    for (let i = 0; i < spines; i++) {
      const t = 0.1 + step * (i + 0.5 + shift)
      // A spine reaching out and forwards, then the scooped hollow before the next one.
      pts.push([length * t, s * (profile(t) * 1.12 + half * 0.08)])
      pts.push([length * (t + step * 0.4), s * profile(t + step * 0.4) * 0.74 * (1 + rng.around(0, 0.05))])
      pts.push([length * (t + step * 0.72), s * profile(t + step * 0.72) * 0.7])
    }
    return pts
  }
  const upper = side(-1, rng.range(-0.15, 0.15))
  const lower = side(1, rng.range(-0.15, 0.15))
  return [[0, 0], [length * 0.1, -half * 0.32], ...upper, [length * 1.04, 0], ...lower.reverse(), [length * 0.1, half * 0.32]]
}

/** A glossy holly leaf from `at` towards `angle`; `fold` says which half is turned from the light. */
function hollyLeaf(sk: Sketch, rng: Random, at: Pt, angle: number, length: number, fold: number): void {
  const width = length * rng.range(0.46, 0.54)
  const curl = rng.around(0, 0.06) * length
  const bent = (pts: Pt[]) => pts.map(([x, y]) => [x, y + curl * Math.sin((Math.PI * x) / length)] as Pt)
  const outline = place(bent(hollyOutline(sk, rng, length, width)), at, angle)
  sk.shape(outline, 'outline')
  if (sk.inColour) sk.fill([smoothThrough(outline, { closed: true, step: 0.5 })], 'colour', HOLLY_GREEN)
  const room = width / sk.style.weights.outline
  if (room > 4)
    sk.curve(
      place(
        bent([
          [0, 0],
          [length * 0.5, 0],
          [length * 0.92, 0],
        ]),
        at,
        angle,
      ),
      'inner',
      { taper: 0.4 },
    )
  if (room > 5) {
    sk.element()
    shade(sk, rng, outline, { towards: polar(angle + (fold * Math.PI) / 2, 1), depth: width * 0.35, colour: HOLLY_GREEN })
  }
  // The gloss: a light streak beside the midrib on the lit half.
  if (room > 7 && sk.style.detail >= 0.5) {
    const y = -fold * width * 0.17
    const streak = place(
      bent([
        [length * 0.25, y],
        [length * 0.45, y * 1.15],
        [length * 0.65, y],
      ]),
      at,
      angle,
    )
    const band = bent([
      [length * 0.22, y],
      [length * 0.45, y * 1.4],
      [length * 0.68, y],
      [length * 0.45, y * 0.8],
    ])
    if (sk.inColour) overlay(sk, [place(band, at, angle)], lighten(HOLLY_GREEN, 0.35))
    else sk.curve(streak, 'detail', { taper: 0.5 })
  }
}

/** The berries: a tight cluster, the far ones first, each with a glint and a dark tip dot. */
function berries(sk: Sketch, rng: Random, centre: Pt, R: number): void {
  const w = sk.style.weights
  const r = Math.max(R * 0.15, w.outline * 1.5)
  const most = Math.max(3, Math.min(7, Math.floor((R * 0.7) / r) * 2))
  const count = rng.int(3, most)
  const golden = Math.PI * (3 - Math.sqrt(5))
  const turn = rng.range(0, Math.PI * 2)
  const spots: Pt[] = Array.from({ length: count }, (_, i) =>
    polar(turn + i * golden, r * 1.15 * Math.sqrt(i + (i === 0 ? 0 : 0.4)) * rng.range(0.95, 1.08), centre),
  )
  spots.sort((p, q) => p[1] - q[1])
  spots.forEach((c, i) => {
    const k = rng.fork(`berry${i}`)
    const size = r * k.range(0.9, 1.08)
    const ring = arc(c, size, size, 0, Math.PI * 2, 16).slice(0, -1)
    part(sk, k, ring, BERRY_RED, { shadow: { towards: [0.55, 0.85], depth: size * 0.45 }, widthMm: size * 2 })
    if (roomy(sk, size, 2.2)) {
      const glint = arc(c, size * 0.6, size * 0.6, Math.PI * 1.05, Math.PI * 1.45, 5)
      if (sk.inColour) sk.curve(glint, w.detail, { taper: 0.5 })
      else sk.curve(glint, 'detail', { taper: 0.5 })
    }
    if (roomy(sk, size * 2, 5)) sk.dot([c[0] + size * 0.15, c[1] + size * 0.12], Math.max(w.detail * 1.5, size * 0.18))
  })
}
