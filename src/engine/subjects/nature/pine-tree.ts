import { smoothThrough } from '../../geometry/curves.ts'
import { lerp, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectFrame, SubjectModel } from '../model.ts'
import { BARK_BROWN, fir, PINE_GREEN } from './fir.ts'
import { holds, mass, massive, spacing, stage } from './kit.ts'

/**
 * The pine: a tall fir of stacked branch tiers (more tiers the taller it is drawn), the
 * wind-bent pine of Japanese painting with its flat pads of needles, and a pair of firs.
 */
export const PINE_TREE: SubjectModel = {
  id: 'pine-tree',
  shape: 'upright',
  aspects: [0.5, 1.1, 0.85],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame) {
    const st = stage(sk, frame, this.aspects[frame.form] ?? 1)
    const { w, h } = st
    const base: Pt = [0, h / 2]
    let silhouette: Pt[][] = []
    let focus: Pt = [0, 0]
    let tip: Pt = [0, -h / 2]
    st.draw(() => {
      if (frame.form === 0) {
        silhouette = [fir(sk, rng, base, h, w)]
      } else if (frame.form === 1) {
        const bent = windPine(sk, rng, w, h)
        silhouette = bent.silhouette
        tip = bent.tip
        focus = bent.focus
      } else {
        const tall: Pt = [-w * 0.2, h / 2]
        const short: Pt = [w * 0.26, h / 2]
        silhouette = [
          fir(sk, rng.fork('tall'), tall, h, w * 0.58, { dark: true, colour: '#174f34' }),
          fir(sk, rng.fork('short'), short, h * 0.74, w * 0.46),
        ]
        tip = [tall[0], -h / 2]
      }
    })
    const girth = frame.form === 1 ? w * 0.05 : w * 0.08
    return st.anchors({
      silhouette,
      axis: [base, tip],
      girth,
      perch: tip,
      focus,
      spots: [
        [-w * 0.3, h / 2],
        [w * 0.3, h / 2],
        [-w * 0.25, h * 0.2],
        [w * 0.25, h * 0.2],
      ],
    })
  },
}

/**
 * A pad of needles as pine painters draw it: a row of scallops (each a tuft of needles seen from
 * the side) over a dome, and a flatter, lightly waved underside.
 */
function pad(c: Pt, rx: number, ry: number, bumps: number): Pt[] {
  const out: Pt[] = []
  const crown = (x: number) => c[1] - ry * 0.2 - ry * 0.45 * Math.sqrt(Math.max(0, 1 - ((x - c[0]) / rx) ** 2))
  const step = (2 * rx) / bumps
  for (let i = 0; i < bumps; i++) {
    const x0 = c[0] - rx + i * step
    // Each scallop a half-ellipse above the dome's line, deepest valleys between tufts.
    for (let k = 0; k <= 8; k++) {
      const a = Math.PI * (1 - k / 8)
      const x = x0 + step / 2 + (Math.cos(a) * step) / 2
      out.push([x, crown(x) - Math.sin(a) * ry * 0.42])
    }
  }
  for (let k = 1; k < 12; k++) {
    const t = k / 12
    const x = c[0] + rx - 2 * rx * t
    out.push([x, c[1] + ry * 0.3 + Math.sin(t * Math.PI) * ry * 0.12 + Math.sin(t * Math.PI * bumps) * ry * 0.05])
  }
  return out
}

/**
 * The wind-bent pine: a trunk that leans out and back in an S, limbs reaching sideways, each
 * ending in a flat pad of needles, as in a Japanese garden pine.
 */
function windPine(sk: Sketch, rng: Random, w: number, h: number) {
  const wt = sk.style.weights
  const solid = massive(sk)
  // The trunk's centre line and half-width, thick at the root, thin at the crown.
  const spine: Pt[] = [
    [-w * 0.05, h * 0.46],
    [-w * 0.12, h * 0.25],
    [w * 0.02, h * 0.02],
    [w * 0.16, -h * 0.12],
    [w * 0.06, -h * 0.3],
  ]
  const line = smoothThrough(spine, { step: 1 })
  const thick = (t: number) => Math.max(w * (0.07 - 0.045 * t), wt.outline * 1.6)
  const left: Pt[] = []
  const right: Pt[] = []
  line.forEach((p, i) => {
    const a = line[Math.max(0, i - 1)]!
    const b = line[Math.min(line.length - 1, i + 1)]!
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const n: Pt = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l]
    const k = thick(i / (line.length - 1))
    left.push([p[0] + n[0] * k, p[1] + n[1] * k])
    right.push([p[0] - n[0] * k, p[1] - n[1] * k])
  })
  // Limbs first, behind the trunk: from a point on it out to each pad.
  const pads: { c: Pt; rx: number; ry: number; from: number }[] = [
    { c: [-w * 0.3, -h * 0.02], rx: w * 0.2, ry: h * 0.1, from: 0.45 },
    { c: [w * 0.3, -h * 0.12], rx: w * 0.19, ry: h * 0.09, from: 0.72 },
    { c: [w * 0.02, -h * 0.33], rx: w * 0.22, ry: h * 0.11, from: 0.98 },
    { c: [w * 0.3, h * 0.2], rx: w * 0.15, ry: h * 0.08, from: 0.3 },
  ]
  const show = holds(sk, w, 30) ? pads : pads.slice(0, 3)
  for (const p of show) {
    const at = line[Math.round(p.from * (line.length - 1))]!
    const end = lerp(at, p.c, 0.9)
    const mid: Pt = [(at[0] + end[0]) / 2, Math.min(at[1], end[1]) - h * 0.02]
    const limb = smoothThrough([at, mid, end], { step: 1 })
    const lw = Math.max(thick(p.from) * 0.5, wt.outline * 1.3)
    const upper = limb.map((q) => [q[0], q[1] - lw] as Pt)
    const lower = limb.map((q) => [q[0], q[1] + lw] as Pt)
    mass(sk, rng, [...upper, ...lower.reverse()], BARK_BROWN, { solid, weight: 'inner' })
  }
  mass(sk, rng, [...left, ...right.reverse()], BARK_BROWN, { solid, towards: [1, 0], depth: w * 0.03, widthMm: w * 0.1 })
  if (!solid && holds(sk, w * 0.1, 5)) {
    // Bark: a few short curls up the trunk, a paper gap clear of its edges.
    for (const t of [0.15, 0.35, 0.55]) {
      const i = Math.round(t * (line.length - 1))
      const p = line[i]!
      const k = thick(t) * 0.45
      sk.curve(
        [
          [p[0] - k, p[1] + k * 0.4],
          [p[0], p[1] - k * 0.2],
          [p[0] + k * 0.6, p[1] + k * 0.3],
        ],
        'detail',
        { taper: 0.5 },
      )
    }
  }
  const rings: Pt[][] = []
  for (const [i, p] of show.entries()) {
    const r = rng.fork(`pad${i}`)
    const bumps = Math.max(3, Math.min(5, Math.floor((p.rx * 2) / (wt.outline * 5))))
    const outline = pad(p.c, p.rx * r.range(0.95, 1.05), p.ry, bumps)
    mass(sk, r, outline, PINE_GREEN, { solid, towards: [0, 1], depth: p.ry * 0.5, widthMm: p.ry * 2 })
    rings.push(outline)
    // Needles: short strokes fanning down from under the pad's crown, where the line weight allows.
    const gap = spacing(sk, 'detail')
    if (!solid && holds(sk, p.ry, 7)) {
      const count = Math.min(9, Math.floor((p.rx * 1.2) / gap))
      for (let k = 0; k < count; k++) {
        const x = p.c[0] - p.rx * 0.6 + (p.rx * 1.2 * (k + 0.5)) / count
        sk.curve(
          [
            [x, p.c[1] - p.ry * 0.15],
            [x + p.rx * 0.03, p.c[1] + p.ry * 0.12],
          ],
          'detail',
          { taper: 0.5 },
        )
      }
    }
  }
  const top = show[2]!
  return {
    silhouette: [[...left, ...right.slice().reverse()], ...rings],
    tip: [top.c[0], top.c[1] - top.ry] as Pt,
    focus: [0, -h * 0.1] as Pt,
  }
}
