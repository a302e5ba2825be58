import type { Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { along, type FlowerModel, type Sprig } from './model.ts'
import { part, roomy } from './outline-kit.ts'

const LILY_PINK = '#f7b9cf'
const STAMEN_GOLD = '#f2b705'
const PAD_GREEN = '#3f7d4a'

/** A point in the flower's space: x right, h up, z towards the viewer (mm). */
type P3 = readonly [number, number, number]

/**
 * The water lily seen from the side and a little above: rings of pointed boat-shaped petals
 * opening upwards round golden stamens, sitting on a round pad with its V notch and radiating
 * veins. It has no upright stem: the pad lies at the sprig's tip, with a few ripples either side.
 */
export const WATER_LILY: FlowerModel = {
  id: 'water-lily',
  habit: 'head',
  weight: 1.3,
  colour: LILY_PINK,
  draw(sk: Sketch, rng: Random, sprig: Sprig) {
    const R = sprig.headMm / 2
    const { at } = along(sprig.path, 1)
    // The camera looks down on the water by this much; the pad flattens to an ellipse.
    const view = rng.range(0.38, 0.52)
    const project = ([x, h, z]: P3): Pt => [at[0] + x, at[1] - h * Math.cos(view) + z * Math.sin(view)]
    const depthOf = ([, h, z]: P3) => z * Math.cos(view) + h * Math.sin(view)
    if (sprig.leaves) {
      ripples(sk, rng.fork('water'), at, R)
      if (rng.chance(0.6)) {
        const s = rng.chance(0.5) ? 1 : -1
        pad(sk, rng.fork('pad2'), project, [s * R * 0.95, 0, -R * 0.95], R * 0.5)
      }
    }
    pad(sk, rng.fork('pad'), project, [0, 0, 0], R * 1.02)
    bloom(sk, rng.fork('bloom'), project, depthOf, R, sprig.openness)
  },
}

/** A round floating leaf with a V notch to its centre and veins fanning out. */
function pad(sk: Sketch, rng: Random, project: (p: P3) => Pt, c: P3, r: number): void {
  const notch = Math.PI / 2 + rng.around(0, 0.9)
  const gap = rng.range(0.16, 0.26)
  const n = 22
  const rim: Pt[] = []
  for (let i = 0; i <= n; i++) {
    const a = notch + gap + ((2 * Math.PI - 2 * gap) * i) / n
    const k = r * (1 + rng.around(0, 0.015))
    rim.push(project([c[0] + Math.cos(a) * k, c[1], c[2] + Math.sin(a) * k]))
  }
  const outline = [project([c[0] + Math.cos(notch) * r * 0.08, c[1], c[2] + Math.sin(notch) * r * 0.08]), ...rim]
  part(sk, rng, outline, PAD_GREEN, { shadow: { towards: [0, 1], depth: r * 0.12 }, widthMm: r * 0.5 })
  if (!roomy(sk, r, 8)) return
  const veins = Math.min(12, Math.floor(r / (sk.style.weights.outline * 1.2)))
  for (let i = 1; i < veins; i++) {
    const a = notch + gap + ((2 * Math.PI - 2 * gap) * i) / veins
    const from = project([c[0] + Math.cos(a) * r * 0.12, c[1], c[2] + Math.sin(a) * r * 0.12])
    const to = project([c[0] + Math.cos(a) * r * 0.82, c[1], c[2] + Math.sin(a) * r * 0.82])
    sk.curve([from, to], 'detail', { taper: 0.5 })
  }
}

/** Short level strokes of water either side of the pad. */
function ripples(sk: Sketch, rng: Random, at: Pt, R: number): void {
  const gap = Math.max(sk.style.weights.outline * 2.6, R * 0.12)
  for (const s of [-1, 1]) {
    const count = rng.int(1, 2)
    for (let i = 0; i < count; i++) {
      const y = at[1] + R * 0.42 + i * gap
      const x0 = at[0] + s * R * (0.75 + i * 0.15 + rng.range(0, 0.08))
      const x1 = x0 + s * R * rng.range(0.35, 0.5)
      sk.element().curve(
        [
          [x0, y],
          [(x0 + x1) / 2, y - R * 0.02],
          [x1, y],
        ],
        'inner',
        { taper: 0.5 },
      )
    }
  }
}

interface Petal3 {
  outline: P3[]
  keel: P3[]
  depth: number
}

/**
 * The bloom as rings of petals in space, each a pointed boat raised by its ring's angle; they
 * are drawn far to near so nearer petals hide the farther ones, with the stamens slotted in at
 * the flower's centre depth.
 */
function bloom(sk: Sketch, rng: Random, project: (p: P3) => Pt, depthOf: (p: P3) => number, R: number, openness: number): void {
  const open = Math.max(0, Math.min(1, openness))
  // Bold lines leave room for fewer, broader petals in two rings only.
  const bold = !roomy(sk, R, 10)
  const rings = [
    { count: bold ? 6 : 8, rise: 0.55 - 0.25 * open, length: R, width: bold ? 0.5 : 0.42 },
    { count: bold ? 5 : 8, rise: 0.95 - 0.3 * open, length: R * 0.85, width: bold ? 0.52 : 0.42 },
    { count: 6, rise: 1.3 - 0.2 * open, length: R * 0.72, width: 0.44 },
  ].slice(0, bold ? 2 : 3)
  const petals: Petal3[] = []
  const turn = rng.range(0, Math.PI * 2)
  rings.forEach((ring, ri) => {
    const n = ring.count
    for (let i = 0; i < n; i++) {
      const r = rng.fork(`p${ri}-${i}`)
      const phi = turn + ((i + (ri % 2) * 0.5) / n) * Math.PI * 2 + r.around(0, 0.1)
      const rise = ring.rise + r.around(0, 0.1)
      petals.push(boat(r, phi, rise, ring.length * r.range(0.92, 1.05), ring.length * ring.width, R * 0.1 * ri))
    }
  })
  petals.sort((a, b) => a.depth - b.depth)
  const centreDepth = depthOf([0, R * 0.15, 0])
  let stamensDrawn = false
  for (const p of petals) {
    if (!stamensDrawn && p.depth > centreDepth) {
      stamens(sk, rng.fork('stamens'), project, R)
      stamensDrawn = true
    }
    const outline = p.outline.map(project)
    const span = Math.hypot(
      outline[0]![0] - outline[Math.floor(outline.length / 2)]![0],
      outline[0]![1] - outline[Math.floor(outline.length / 2)]![1],
    )
    part(sk, rng, outline, LILY_PINK, { shadow: { towards: [0, 1], depth: span * 0.22 }, widthMm: span * 0.35 })
    if (roomy(sk, span * 0.3, 5) && sk.style.detail >= 0.5) sk.curve(p.keel.map(project), 'detail', { taper: 0.5 })
  }
  if (!stamensDrawn) stamens(sk, rng.fork('stamens'), project, R)
}

/** A pointed, cupped petal from near the centre outwards at azimuth `phi`, raised by `rise` rad. */
function boat(rng: Random, phi: number, rise: number, length: number, width: number, start: number): Petal3 {
  const dir: P3 = [Math.cos(rise) * Math.cos(phi), Math.sin(rise), Math.cos(rise) * Math.sin(phi)]
  const side: P3 = [-Math.sin(phi), 0, Math.cos(phi)]
  const at = (t: number, s: number): P3 => {
    const half = (width / 2) * Math.sin(Math.PI * Math.min(1, t * 0.92 + 0.04)) ** 0.9 * (t > 0.8 ? (1 - t) / 0.2 : 1)
    // The edges turn up, so the petal is a boat, not a flat blade.
    const lift = Math.abs(s) * half * 0.35
    return [
      Math.cos(phi) * start + dir[0] * length * t + side[0] * s * half,
      dir[1] * length * t + lift,
      Math.sin(phi) * start + dir[2] * length * t + side[2] * s * half,
    ]
  }
  const steps = [0.02, 0.2, 0.45, 0.7, 0.88]
  const outline: P3[] = [
    at(0, 0),
    ...steps.map((t) => at(t, 1)),
    at(1.02 + rng.around(0, 0.02), 0),
    ...steps.reverse().map((t) => at(t, -1)),
  ]
  const keel = [at(0.25, 0), at(0.6, 0), at(0.85, 0)]
  const mid = at(0.5, 0)
  return { outline, keel, depth: mid[2] * 1 + mid[1] * 0.35 }
}

/** The golden heart: a low crown of stamens, stroked upwards where there is room. */
function stamens(sk: Sketch, rng: Random, project: (p: P3) => Pt, R: number): void {
  const w = sk.style.weights
  const r = Math.max(R * 0.26, w.outline * 2.2)
  const top = R * 0.14
  const ring: Pt[] = []
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    const crown = i % 2 === 0 ? top * 1.35 : top
    ring.push(project([Math.cos(a) * r, a > Math.PI ? crown : top * 0.2, Math.sin(a) * r]))
  }
  part(sk, rng, ring, STAMEN_GOLD)
  if (roomy(sk, r * 2, 9)) {
    const count = Math.min(12, Math.floor((r * 2) / (w.detail * 3)))
    for (let i = 0; i < count; i++) {
      const x = -r * 0.8 + (r * 1.6 * i) / Math.max(count - 1, 1)
      const base = project([x, top * 0.4, r * 0.3])
      const tip = project([x * 1.1, top * 1.5 + rng.range(0, top * 0.3), r * 0.1])
      sk.curve([base, tip], 'detail', { taper: 0.4 })
    }
  }
}
