import { channels } from '../../colour.ts'
import { boxOf, compose, translation, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame, SubjectModel } from '../model.ts'
import { normalsOf, spineThrough } from './body.ts'
import { fitFrame, placeAnchors } from './fit.ts'

const SEA_BLUE = '#1d4e89'
const FOAM = '#f7f4ec'

/**
 * One curling wave planned in mm: a band along a spine that rises from its foot at the bottom
 * right, sweeps up and over to the left and curls down into its own hollow. Side +1 of the spine
 * is the wave's back (the crest where the foam claws grow), side −1 its hollow face.
 */
interface Curl {
  spine: Pt[]
  widths: number[]
  /** Where along the spine (share of its samples) the foam crest begins. */
  foamFrom: number
}

/** A curl whose foot is at `foot`, `h` mm tall, leaning left (its lip hangs over the hollow). */
function curl(foot: Pt, h: number, rolled = true): Curl {
  const u = (x: number, y: number): Pt => [foot[0] + x * h, foot[1] + y * h]
  // A small wave's lip only hangs over its hollow; a great one's rolls back into it.
  const controls = [
    u(0, 0),
    u(-0.18, -0.22),
    u(-0.32, -0.5),
    u(-0.46, -0.76),
    u(-0.64, -0.92),
    u(-0.86, -0.92),
    u(-1.02, -0.78),
    u(-1.06, -0.56),
    u(-0.97, -0.4),
    u(-0.85, -0.35),
    u(-0.76, -0.4),
  ]
  const spine = spineThrough(rolled ? controls : controls.slice(0, -3))
  const n = spine.length - 1
  const base = h * 0.42
  // Thick at the foot, thinning to the lip: the last stretch is the lip curling into the hollow.
  const widths = spine.map((_, i) => base * (0.12 + 0.88 * (1 - i / n) ** 0.85))
  return { spine, widths, foamFrom: 0.42 }
}

function edgeAt(c: Curl, normals: Pt[], i: number, k: number): Pt {
  const h = (c.widths[i]! / 2) * k
  return [c.spine[i]![0] + normals[i]![0] * h, c.spine[i]![1] + normals[i]![1] * h]
}

function ringOf(c: Curl, normals: Pt[], from = 0, to = c.spine.length - 1): Pt[] {
  const out: Pt[] = []
  for (let i = from; i <= to; i++) out.push(edgeAt(c, normals, i, 1))
  for (let i = to; i >= from; i--) out.push(edgeAt(c, normals, i, -1))
  return out
}

/** Where a point `mm` from the hollow face lies across the band at sample `i`. */
const across = (c: Curl, normals: Pt[], i: number, mm: number): Pt => edgeAt(c, normals, i, -1 + (2 * mm) / c.widths[i]!)

interface CurlPlan {
  /** Flow lines' distances from the hollow face, mm. */
  offsets: number[]
  /** Sample where the foam begins, and the foam's inner boundary (mm from the face) per sample. */
  foamFrom: number
  foamIn: number[]
  clawMm: number
}

/**
 * Streaks run at fixed distances from the hollow face; the foam covers the back from a streak's
 * line outwards, so its inner edge runs with the streaks (parallel lines never pinch), and each
 * streak ends where the foam or the back closes in to paper's reach of it.
 */
function planCurl(sk: Sketch, c: Curl): CurlPlan {
  const w = sk.style.weights
  const edgeGap = w.outline / 2 + w.detail / 2 + 0.75
  const widest = Math.max(...c.widths)
  const gap = Math.max(w.detail + 0.9, (widest - 2 * edgeGap) / (2 + 6 * sk.style.detail))
  const count = Math.max(0, Math.floor((widest - 2 * edgeGap) / gap) + 1)
  const offsets = Array.from({ length: count }, (_, j) => edgeGap + j * gap)
  const n = c.spine.length - 1
  const foamFrom = Math.round(n * c.foamFrom)
  const atFoam = c.widths[foamFrom]!
  // The foam's edge follows a streak about halfway across the crest, or half the width when none fits.
  const line = offsets.filter((o) => o <= atFoam * 0.55).at(-1) ?? atFoam * 0.5
  const least = w.outline * 2 + 1.2
  // Near the lip the foam takes the whole width at once (a step across the band) rather than
  // closing in on the hollow's edge and pinching the paper between them.
  const foamIn = c.widths.map((wd) => {
    const v = Math.min(line, wd - least)
    return v >= w.outline + 0.8 ? v : -w.outline * 0.6
  })
  const clawMm = Math.max(w.outline * 3 + 2, (widest / 0.42) * 0.08)
  return { offsets, foamFrom, foamIn, clawMm }
}

/** The foam crest: its inner edge along `foamIn`, its outer side broken into claws hooking forward. */
function foamRing(c: Curl, normals: Pt[], plan: CurlPlan): Pt[] {
  const n = c.spine.length - 1
  const { foamFrom, clawMm } = plan
  const step = Math.max(2, Math.round(clawMm))
  const outer: Pt[] = []
  // The last stretch, where the lip curls into the hollow, is left smooth.
  const last = n - Math.round(n * 0.12)
  // A lone claw reads as a lump: a crest with room for fewer than two stays smooth.
  const claws = Math.floor((last - foamFrom) / step) >= 2
  for (let i = foamFrom; claws && i + step <= last; i += step) {
    const j = i + Math.round(step / 2)
    const nn = normals[j]!
    const a = edgeAt(c, normals, i, 1)
    const b = edgeAt(c, normals, i + step, 1)
    const dir: Pt = [b[0] - a[0], b[1] - a[1]]
    const len = clawMm * 0.75
    const at = (out: number, along: number): Pt => [
      a[0] + nn[0] * len * out + dir[0] * along,
      a[1] + nn[1] * len * out + dir[1] * along,
    ]
    // A claw takes the first two thirds of its step and leans forward, its point hooking back
    // down; the rest is an open valley, so the paper between claws never narrows to a slit.
    outer.push(at(0.04, 0), at(0.55, 0.12), at(1, 0.5), at(0.78, 0.72), at(0.16, 0.62), at(0.04, 0.8))
  }
  // Past the last claw the foam follows the back round to the lip.
  const lastClaw = claws ? foamFrom + Math.floor((last - foamFrom) / step) * step : foamFrom - 1
  for (let i = lastClaw + 1; i < n; i++) outer.push(edgeAt(c, normals, i, 1))
  const inner: Pt[] = []
  for (let i = n; i >= foamFrom; i--) inner.push(across(c, normals, i, plan.foamIn[i]!))
  return [...outer, edgeAt(c, normals, n, 1), ...inner]
}

function flowLines(sk: Sketch, c: Curl, normals: Pt[], plan: CurlPlan): { lines: Pt[][]; strips: Pt[][] } {
  const w = sk.style.weights
  const edgeGap = w.outline / 2 + w.detail / 2 + 0.75
  const clear = w.outline / 2 + w.detail / 2 + 0.65
  // Streaks start clear of the sea line, which crosses the foot.
  const s0 = Math.ceil(edgeGap * 2 + c.spine.length * 0.1)
  const lines: Pt[][] = []
  const ends: number[] = []
  for (const off of plan.offsets) {
    const pts: Pt[] = []
    let i = s0
    for (; i < c.spine.length; i++) {
      if (c.widths[i]! - off < edgeGap) break
      // Under the foam, or where its edge closes in.
      if (i >= plan.foamFrom && plan.foamIn[i]! - off < clear) break
      pts.push(across(c, normals, i, off))
    }
    ends.push(i)
    if (pts.length >= 3) lines.push(pts)
  }
  // Every other strip between neighbouring streaks, for the banded blues of the woodblock.
  const strips: Pt[][] = []
  for (let j = 1; j + 1 < plan.offsets.length; j += 2) {
    const end = Math.min(ends[j]!, ends[j + 1]!)
    if (end - s0 < 3) continue
    const a: Pt[] = []
    const b: Pt[] = []
    for (let i = s0; i < end; i++) {
      a.push(across(c, normals, i, plan.offsets[j]!))
      b.push(across(c, normals, i, plan.offsets[j + 1]!))
    }
    strips.push([...a, ...b.reverse()])
  }
  return { lines, strips }
}

/** Inks one curl: the band, its streaks, the foam crest over them. Returns its silhouette. */
function inkCurl(sk: Sketch, c: Curl, colour: string): Pt[][] {
  const normals = normalsOf(c.spine)
  const ring = ringOf(c, normals)
  const w = sk.style.weights
  sk.shape(ring, 'outline')
  const blackwork = !sk.inColour && sk.style.id === 'blackwork'
  if (sk.inColour) sk.fill([ring], 'colour', colour)
  const plan = planCurl(sk, c)
  const { lines, strips } = flowLines(sk, c, normals, plan)
  if (sk.inColour) for (const s of strips) sk.fill([s], 'colour', '#0c2f5c')
  else if (blackwork || w.outline >= 1.5) for (const s of strips) sk.fill([s], 'shade', INK)
  for (const l of lines) sk.curve(l, 'detail', { taper: 0.25 })
  const foam = foamRing(c, normals, plan)
  sk.shape(foam, 'outline')
  if (sk.inColour) sk.fill([foam], 'colour', FOAM)
  // The lip's point is inked solid where it grows too thin to keep paper inside its outline.
  let tip = plan.foamFrom
  while (tip < c.spine.length - 1 && c.widths[tip]! >= w.outline + 1.2) tip++
  if (tip < c.spine.length - 2) {
    const out: Pt[] = []
    const back: Pt[] = []
    for (let i = tip; i < c.spine.length; i++) {
      out.push(edgeAt(c, normals, i, 1))
      back.push(across(c, normals, i, -w.outline * 0.6))
    }
    sk.fill([[...out, ...back.reverse()]], 'shade', INK)
  }
  return [ring, foam]
}

/**
 * The water the waves rise from: its surface a line of small rolls across the width, with
 * streaks below; it hides the waves' feet. Open at the bottom, it fades into the skin.
 */
/** The sea's surface height at x: small rolls about four outline widths long at least, so their troughs stay open. */
function seaSurface(sk: Sketch, { left, right, top, bottom }: WavePlan['sea']): (x: number) => number {
  const depth = bottom - top
  const rolls = Math.max(3, Math.min(9, Math.floor((right - left) / Math.max(sk.style.weights.outline * 5, depth * 1.6))))
  return (x) => top + Math.sin(((x - left) / (right - left)) * rolls * Math.PI * 2 + 0.6) * depth * 0.09
}

function sea(sk: Sketch, plan: WavePlan['sea'], colour: string): Pt[] {
  const { left, right, top, bottom } = plan
  const w = sk.style.weights
  const depth = bottom - top
  const height = seaSurface(sk, plan)
  const surface: Pt[] = []
  for (let i = 0; i <= 48; i++) {
    const x = left + ((right - left) * i) / 48
    surface.push([x, height(x)])
  }
  const ring: Pt[] = [...surface, [right, bottom], [left, bottom]]
  // In colour the sea is a strip of the wave's blue, under which the waves' feet end.
  sk.element(ring)
  if (sk.inColour) sk.fill([ring], 'colour', colour)
  sk.curve(surface, 'outline', { taper: 0.1 })
  const edge = w.outline / 2 + w.detail / 2 + depth * 0.09 + 0.8
  const gap = w.detail + 1.2
  for (let r = 0; r < 2; r++) {
    const y = top + edge + r * gap * 1.3
    if (y > bottom - w.detail) break
    // Streaks in short dashes, staggered row by row.
    const dash = Math.max(3, depth * 0.6)
    for (let x = left + dash * (0.3 + (r % 2) * 0.8); x < right - dash; x += dash * 1.9)
      sk.curve(
        [
          [x, y],
          [x + dash * 0.5, y - 0.15],
          [x + dash, y],
        ],
        'detail',
        { taper: 0.4 },
      )
  }
  return ring
}

/** Water is blue whatever the composer's main colour: the palette's bluest, or sea blue. */
function seaColour(sk: Sketch, asked?: string): string {
  const blueness = (c: string) => {
    const [r, g, b] = channels(c)
    return b - Math.max(r, g * 0.8)
  }
  const all = [...(asked ? [asked] : []), ...sk.style.palette].filter((c) => blueness(c) > 50)
  return all.sort((a, b) => blueness(b) - blueness(a))[0] ?? SEA_BLUE
}

interface WavePlan {
  curls: Curl[]
  sea: { left: number; right: number; top: number; bottom: number }
}

/** The forms about the origin, `H` mm tall: one great curl over a small one, or a row of waves. */
function planWave(form: number, H: number, rng: Random): WavePlan {
  if (form === 0) {
    const big = curl([H * 0.55, H * 0.39], H * 0.88 * rng.range(0.98, 1.02))
    return { curls: [big], sea: { left: -H * 0.62, right: H * 0.62, top: H * 0.38, bottom: H * 0.52 } }
  }
  const count = 3
  const step = H * 1.15
  const curls: Curl[] = []
  for (let k = 0; k < count; k++) {
    const x = (k - (count - 1) / 2) * step + H * 0.48
    curls.push(curl([x, H * 0.36], H * 0.8 * rng.range(0.94, 1.04), false))
  }
  // Drawn right to left: each wave's curl rolls over the back of the one beyond it.
  curls.reverse()
  return { curls, sea: { left: -H * 1.7, right: H * 1.7, top: H * 0.34, bottom: H * 0.5 } }
}

/** Every point the waves reach, foam claws included (their size follows the style's lines). */
function reachOf(sk: Sketch, p: WavePlan): Pt[] {
  const pts: Pt[] = []
  for (const c of p.curls) {
    const normals = normalsOf(c.spine)
    pts.push(...ringOf(c, normals), ...foamRing(c, normals, planCurl(sk, c)))
  }
  pts.push([p.sea.left, p.sea.top], [p.sea.right, p.sea.bottom])
  return pts
}

/**
 * The Japanese great wave: a wall of water curling over with claw-like foam fingers on its crest
 * and streaks running along it; or a band of rolling waves to stand things on or behind.
 */
export const WAVE: SubjectModel = {
  id: 'wave',
  shape: 'wide',
  aspects: [1.2, 2.9],
  draw(sk: Sketch, rng: Random, frame: SubjectFrame): SubjectAnchors {
    const aspect = this.aspects[frame.form] ?? 1
    const { mm, matrix } = fitFrame(frame, aspect, 1)
    const o = sk.style.weights.outline
    const r = rng.fork('wave')
    let H = mm
    let p = planWave(frame.form, H, r.fork('plan'))
    let tb = boxOf(reachOf(sk, p))
    // Twice: the claws keep a least size in bold styles, so the reach does not scale exactly.
    for (let pass = 0; pass < 3; pass++) {
      const k = Math.min((frame.box.w - o) / (tb.maxX - tb.minX), (frame.box.h - o) / (tb.maxY - tb.minY))
      if (Math.abs(k - 1) < 0.01) break
      H *= k
      p = planWave(frame.form, H, r.fork('plan'))
      tb = boxOf(reachOf(sk, p))
    }
    const placed = compose(matrix, translation(-(tb.minX + tb.maxX) / 2, -(tb.minY + tb.maxY) / 2))
    const colour = seaColour(sk, frame.colour)
    const silhouette: Pt[][] = []
    sk.within(placed, () => {
      // The waves rise out of the sea: it is drawn last, over their feet.
      for (const c of p.curls) silhouette.push(...inkCurl(sk, c, colour))
      silhouette.push(sea(sk, p.sea, colour))
    })
    const main = frame.form === 0 ? p.curls[0]! : p.curls[Math.floor(p.curls.length / 2)]!
    const lip = main.spine[Math.round(main.spine.length * 0.8)]!
    const crest = main.spine[Math.round(main.spine.length * 0.5)]!
    return placeAnchors(placed, o, {
      silhouette,
      focus: lip,
      perch: crest,
      spots: p.curls.map((c) => c.spine[Math.round(c.spine.length * 0.35)]!),
    })
  },
}
