import { polar, type Pt } from '../geometry/vec.ts'
import { darken } from '../colour.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { along, drawStem, linesAcross, type FlowerModel, type Sprig } from './model.ts'
import { petal } from './parts.ts'
import {
  angleOf,
  arcSpine,
  bladeLeaf,
  ellipse,
  filled,
  frame,
  pathBetween,
  shadeIfRoom,
  stalk,
  stemLength,
  stemTip,
} from './sprig-kit.ts'

/**
 * The narcissus family (daffodil, jonquil, narcissus): a star of six tepals behind a cup that is
 * a long trumpet (daffodil), a shallow cup (jonquil) or a flat red-rimmed eye (poet's narcissus).
 * One head drawn in a little 3-D: the cup is a cone along the flower's axis, and `view` turns
 * that axis away from the viewer (0 = facing us, near π/2 = seen from the side).
 */
export interface NarcissusHead {
  /** How far the axis is turned from the viewer, radians. */
  view: number
  /** Cup length and rim radius as shares of the tepal radius. */
  cupLength: number
  cupRadius: number
  tepalColour: string
  cupColour: string
  /** A band round the cup's rim in another colour (the poet's narcissus red). */
  rimColour?: string
  /** Broad, overlapping tepals (daffodil) or slender, separate ones (paperwhite). */
  tepalWidth: number
}

const SPATHE = '#d8c79c'
const OVARY = '#5f8f3e'

/** Draws one head at `centre`, its cup pointing along the image angle `axis`. */
export function narcissusHead(sk: Sketch, rng: Random, centre: Pt, radius: number, axis: number, h: NarcissusHead): void {
  const w = sk.style.weights.outline
  const turn = rng.range(0, Math.PI / 3)
  const length = radius * 0.96
  // A tepal narrower than three line widths fills with ink, so the star widens in bold styles
  // and turns more towards the viewer (a side view squeezes the tepals across).
  const width = Math.max(length * h.tepalWidth, Math.min(length * 0.62, w * 3.1))
  const view = Math.min(h.view, Math.acos(Math.min(1, (w * 2.7) / width)))
  const c = Math.cos(view)
  const s = Math.sin(view)
  sk.within(frame(centre, axis, Math.max(c, 0.3), 1), () => {
    for (const whorl of [0, 1]) {
      for (let i = 0; i < 3; i++) {
        const r = rng.fork(`tepal${whorl}${i}`)
        const angle = turn + (whorl * Math.PI) / 3 + (i * 2 * Math.PI) / 3 + r.around(0, 0.06)
        const shrink = whorl === 1 ? 0.93 : 1
        const outline = petal(r, {
          length: length * shrink * r.range(0.95, 1.04),
          width: width * shrink,
          widest: 0.42,
          tip: 'point',
          angle,
          jitter: 0.05,
        })
        filled(sk, outline, h.tepalColour)
        if (linesAcross(sk, width) > 5.5 && sk.style.detail >= 0.5)
          sk.curve([polar(angle, length * 0.3), polar(angle, length * 0.72)], 'detail', { taper: 0.5 })
        shadeIfRoom(sk, r, outline, width, polar(angle + Math.PI, 1), h.tepalColour, 4.5)
      }
    }
  })
  drawCup(sk, rng, centre, radius, axis, h, c, s)
}

function drawCup(sk: Sketch, rng: Random, centre: Pt, radius: number, axis: number, h: NarcissusHead, c: number, s: number) {
  const w = sk.style.weights.outline
  const r1 = Math.max(radius * h.cupRadius, w * 1.8)
  const r0 = r1 * (h.cupLength > 0.4 ? 0.62 : 0.8)
  const reach = radius * h.cupLength * s
  const mouth: Pt = [reach, 0]
  // Ruffles on the rim, as many as keep each wave a few line widths long.
  const waves = Math.min(14, Math.floor((2 * Math.PI * r1) / (w * 3.4)))
  const amp = waves >= 5 ? 0.07 : 0
  const rimCx = Math.max(r1 * c, w * 1.4)
  sk.within(frame(centre, axis), () => {
    if (reach > r1 * 0.25) {
      // The trumpet's side: from the base ring (hidden in the tepals) flaring out to the rim.
      const flare = (t: number) => r0 + (r1 - r0) * t ** 2.2
      const top: Pt[] = [0.15, 0.45, 0.75, 0.92].map((t) => [reach * t, -flare(t)] as Pt)
      const bottom = top.map(([x, y]) => [x, -y] as Pt).reverse()
      const far = Array.from({ length: 7 }, (_, i) => {
        const a = -Math.PI / 2 + (i / 6) * Math.PI
        return [reach + Math.cos(a) * rimCx, Math.sin(a) * r1] as Pt
      })
      const near = Array.from({ length: 5 }, (_, i) => {
        const a = Math.PI / 2 + (i / 4) * Math.PI
        return [Math.cos(a) * r0 * Math.max(c, 0.3), Math.sin(a) * r0] as Pt
      })
      const body = [...near.slice(2), ...top, ...far, ...bottom, ...near.slice(0, 2)]
      filled(sk, body, h.cupColour)
      if (linesAcross(sk, r0 * 2) > 6 && sk.style.detail >= 0.4)
        for (const k of [-0.45, 0.1, 0.6])
          sk.curve(
            [
              [reach * 0.12, k * r0],
              [reach * 0.6, k * flare(0.6)],
              [reach, k * r1],
            ],
            'detail',
            { taper: 0.45 },
          )
      shadeIfRoom(sk, rng, body, r0 * 2, [0, 1], h.cupColour, 4.5)
    }
    const rim = ellipse(mouth, rimCx, r1, 22, waves, amp, rng.range(0, 6))
    filled(sk, rim, h.rimColour ?? h.cupColour)
    const room = linesAcross(sk, rimCx * 2)
    if (h.rimColour) {
      // The poet's eye: a yellow cup inside the red band, a green heart in the middle.
      if (room > 3.5) {
        const inner = ellipse(mouth, rimCx * 0.66, r1 * 0.66, 14)
        sk.element(inner)
        sk.curve(inner, 'detail', { closed: true })
        if (sk.inColour) sk.fill([inner], 'colour', h.cupColour)
        if (room > 6) sk.dot(mouth, Math.max(r1 * 0.28, sk.style.weights.detail))
      }
      return
    }
    if (room > 4.5) {
      // Looking into the cup: its throat sits deeper, shifted back along the axis.
      const depth = Math.min(rimCx * 0.35, reach * 0.25)
      const throat = ellipse([reach - depth, 0], rimCx * 0.55, r1 * 0.55, 14)
      sk.element(throat)
      sk.curve(throat, 'inner', { closed: true })
      if (sk.inColour) sk.fill([throat], 'colour', darken(h.cupColour, 0.18))
      if (room > 8 && sk.style.detail >= 0.5) {
        const d = Math.max(sk.style.weights.detail * 1.6, 0.5)
        for (const a of [-0.5, 0.6, 2.2]) sk.dot(polar(a, r1 * 0.18, [reach - depth * 0.6, 0]), d)
      }
    }
  })
}

/** A papery spathe: a slender sheath standing from `at` along `angle`, or one line when bold. */
function spathe(sk: Sketch, rng: Random, at: Pt, angle: number, length: number): void {
  const width = length * 0.28
  if (linesAcross(sk, width) < 3) {
    sk.element().curve([at, polar(angle, length * 0.55, at), polar(angle + 0.25, length, at)], 'inner', { taper: 0.5 })
    return
  }
  const outline = petal(rng, { length, width, widest: 0.3, tip: 'point', angle, jitter: 0.05 })
  filled(
    sk,
    outline.map((p) => [p[0] + at[0], p[1] + at[1]] as Pt),
    SPATHE,
    'inner',
  )
}

/** Strap (or rush) leaves fanning up from the cut end, some behind the stem and some before it. */
function baseLeaves(
  sk: Sketch,
  rng: Random,
  sprig: Sprig,
  o: { count: [number, number]; width: number; tip: 'blunt' | 'point'; reach: [number, number] },
  front: boolean,
): void {
  if (!sprig.leaves) return
  const base = sprig.path[0]!
  const up = angleOf(along(sprig.path, 0.02).dir)
  const tall = stemLength(sprig.path)
  const n = rng.fork('leaf count').int(o.count[0], o.count[1])
  const flip = rng.fork('leaf side').chance(0.5) ? 1 : -1
  for (let i = 0; i < n; i++) {
    if ((i % 2 === 1) !== front) continue
    const r = rng.fork(`leaf${i}`)
    // Alternate sides, each pair leaning further out, so no two blades lie along each other.
    const side = (i % 2 === 0 ? 1 : -1) * flip
    const lean = side * (0.08 + 0.2 * Math.floor(i / 2) + r.range(0, 0.12))
    const bend = side * r.range(0.25, r.chance(0.3) ? 1.5 : 0.8)
    const spine = arcSpine([base[0] + side * r.range(0, 1.5), base[1]], up + lean, tall * r.range(...o.reach), bend)
    bladeLeaf(sk, r, spine, { width: o.width, tip: o.tip, keel: true })
  }
}

export const DAFFODIL: FlowerModel = {
  id: 'daffodil',
  habit: 'nodding',
  weight: 1.15,
  colour: '#f5c518',
  draw(sk, rng, sprig) {
    const R = sprig.headMm / 2
    const side = rng.chance(0.5) ? 1 : -1
    const { at: tip, up } = stemTip(sprig.path)
    const leafWidth = Math.max(sprig.headMm * 0.11, sk.style.weights.outline * 3)
    baseLeaves(sk, rng.fork('leaves'), sprig, { count: [2, 4], width: leafWidth, tip: 'blunt', reach: [0.55, 0.85] }, false)
    drawStem(sk, sprig.path, sprig.headMm * 0.07)
    // The neck bends the flower out sideways; the papery spathe stands where it bends.
    const outward = up + side * (Math.PI / 2)
    const axis = outward + side * rng.range(0.05, 0.4)
    const centre = polar(up, R * 0.12, polar(outward, R * 0.52, tip))
    stalk(sk, [tip, polar(up, R * 0.15, polar(outward, R * 0.12, tip)), centre], 'outline')
    filled(
      sk,
      ellipse([0, 0], R * 0.17, R * 0.09, 10).map((p) => polarFrame(p, centre, axis, -R * 0.32)),
      OVARY,
      'inner',
    )
    spathe(sk, rng.fork('spathe'), tip, up - side * 0.35, R * 0.42)
    baseLeaves(sk, rng.fork('leaves'), sprig, { count: [2, 4], width: leafWidth, tip: 'blunt', reach: [0.55, 0.85] }, true)
    const open = 0.75 + 0.25 * sprig.openness
    narcissusHead(sk, rng.fork('head'), centre, R * open, axis, {
      view: rng.range(0.95, 1.2),
      cupLength: rng.range(0.72, 0.9),
      cupRadius: rng.range(0.34, 0.42),
      tepalColour: rng.pick(['#f7d33c', '#f9dc5c', '#fbf0b8']),
      cupColour: rng.pick(['#f2a51d', '#f5b820', '#ee8f1c']),
      tepalWidth: 0.55,
    })
  },
}

/** A point of a shape drawn along +x, placed at `centre + along·axis` and turned to `axis`. */
function polarFrame(p: Pt, centre: Pt, axis: number, alongAxis: number): Pt {
  const c = Math.cos(axis)
  const s = Math.sin(axis)
  const x = p[0] + alongAxis
  return [centre[0] + x * c - p[1] * s, centre[1] + x * s + p[1] * c]
}

/**
 * An umbel of small heads on short stalks from one point under a spathe (jonquil, paperwhite),
 * fanned out round the stem's tip, the upper ones drawn first so the lower ones overlap them.
 */
function umbel(sk: Sketch, rng: Random, sprig: Sprig, count: [number, number], head: Omit<NarcissusHead, 'view'>): void {
  const { at: tip, up } = stemTip(sprig.path)
  const w = sk.style.weights.outline
  const rf = Math.max(sprig.headMm * 0.28, w * 4.4)
  // Bold styles get fewer, larger heads that still fit the head size the layout gave.
  const fit = Math.max(2, Math.floor((sprig.headMm * 1.8) / (rf * 2)))
  const n = Math.min(rng.int(count[0], count[1]), fit + 1)
  const heads = Array.from({ length: n }, (_, i) => {
    const r = rng.fork(`floret${i}`)
    const spread = n === 1 ? 0 : -1 + (2 * i) / (n - 1)
    const dir = up + spread * (0.7 + 0.12 * n) + r.around(0, 0.1)
    const reach = rf * (1.1 + 0.2 * (n - 2) + (1 - Math.abs(spread)) * 0.5) * r.range(0.92, 1.08)
    return { r, dir, at: polar(dir, reach, tip), spread }
  })
  const umbelTip = polar(up, rf * 0.15, tip)
  for (const h of heads) stalk(sk, [umbelTip, polar(h.dir - h.spread * 0.3, rf * 0.5, umbelTip), h.at])
  spathe(sk, rng.fork('spathe'), tip, up + (rng.chance(0.5) ? 0.5 : -0.5), rf * 0.9)
  heads
    .sort((a, b) => a.at[1] - b.at[1])
    .forEach((h) =>
      narcissusHead(sk, h.r, h.at, rf * (sprig.openness * 0.2 + 0.8) * h.r.range(0.9, 1.05), h.dir + h.r.around(0, 0.3), {
        ...head,
        view: h.r.range(0.1, 0.85),
      }),
    )
}

export const JONQUIL: FlowerModel = {
  id: 'jonquil',
  habit: 'cluster',
  weight: 1,
  colour: '#f7cf2b',
  draw(sk, rng, sprig) {
    // Rush leaves: round, thin and long; a single line when too narrow to hold colour.
    const rush = sprig.headMm * 0.07
    baseLeaves(sk, rng.fork('leaves'), sprig, { count: [3, 5], width: rush, tip: 'point', reach: [0.55, 0.85] }, false)
    drawStem(sk, pathBetween(sprig.path, 0, 1, 3), sprig.headMm * 0.05)
    baseLeaves(sk, rng.fork('leaves'), sprig, { count: [3, 5], width: rush, tip: 'point', reach: [0.55, 0.85] }, true)
    umbel(sk, rng.fork('umbel'), sprig, [2, 5], {
      cupLength: rng.range(0.16, 0.26),
      cupRadius: rng.range(0.3, 0.36),
      tepalColour: rng.pick(['#f7d33c', '#f9d849']),
      cupColour: rng.pick(['#f0a81e', '#f4b826']),
      tepalWidth: 0.6,
    })
  },
}

export const NARCISSUS: FlowerModel = {
  id: 'narcissus',
  habit: 'head',
  weight: 1,
  colour: '#f4f1e6',
  draw(sk, rng, sprig) {
    const leafWidth = Math.max(sprig.headMm * 0.09, sk.style.weights.outline * 3)
    const leaves = {
      count: [2, 4] as [number, number],
      width: leafWidth,
      tip: 'blunt' as const,
      reach: [0.5, 0.8] as [number, number],
    }
    baseLeaves(sk, rng.fork('leaves'), sprig, leaves, false)
    drawStem(sk, sprig.path, sprig.headMm * 0.06)
    baseLeaves(sk, rng.fork('leaves'), sprig, leaves, true)
    if (rng.chance(0.45)) {
      // Paperwhite: a bunch of small white stars with tiny pale cups.
      umbel(sk, rng.fork('umbel'), sprig, [3, 6], {
        cupLength: 0.1,
        cupRadius: 0.24,
        tepalColour: '#fbfaf5',
        cupColour: '#f3e7a6',
        tepalWidth: 0.5,
      })
      return
    }
    // Poet's narcissus: one flat white star facing us, the tiny cup rimmed in red.
    const { at: tip, up } = stemTip(sprig.path)
    const R = (sprig.headMm / 2) * (0.8 + 0.2 * sprig.openness)
    const lean = rng.chance(0.5) ? 1 : -1
    const centre = polar(up + lean * 0.5, R * 0.3, tip)
    spathe(sk, rng.fork('spathe'), tip, up - lean * 0.4, R * 0.5)
    stalk(sk, [tip, centre], 'outline')
    narcissusHead(sk, rng.fork('head'), centre, R, up + lean * rng.range(0.3, 0.9), {
      view: rng.range(0.05, 0.45),
      cupLength: 0.08,
      cupRadius: rng.range(0.16, 0.2),
      tepalColour: '#fbfaf5',
      cupColour: '#f1d04b',
      rimColour: '#d9412b',
      tepalWidth: 0.58,
    })
  },
}
