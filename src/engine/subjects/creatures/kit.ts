import { PAPER_MM } from '../../ink/narrow-paper.ts'
import { darken } from '../../colour.ts'
import { coverWithin, intersect } from '../../geometry/clip.ts'
import { linesAcross } from '../../flowers/model.ts'
import { Coverage } from '../../geometry/coverage.ts'
import { arcLengths, pointAtLength, smoothThrough } from '../../geometry/curves.ts'
import {
  apply,
  boxOf,
  compose,
  dist,
  lerp,
  sub,
  rotation,
  scaling,
  translation,
  type Matrix,
  type Pt,
} from '../../geometry/vec.ts'
import { shade } from '../../ink/shade.ts'
import { INK, Sketch } from '../../ink/sketch.ts'
import { Random } from '../../random.ts'
import type { LineWeights } from '../../styles.ts'
import type { SubjectAnchors, SubjectFrame } from '../model.ts'

/**
 * The creatures are drawn in design units (each form 100 units tall, as wide as its aspect says)
 * and a pen that turns units into canvas mm before anything reaches the sketch, so shading,
 * stipple spacing and line widths all stay in true millimetres whatever the frame's size.
 */
export const UNITS = 100

/** Anchors in design units, before the frame's scale, mirror and turn. */
export interface LocalAnchors {
  silhouette: Pt[][]
  perch?: Pt
  spots?: Pt[]
  focus?: Pt
  axis?: [Pt, Pt]
  girth?: number
  pierce?: [Pt, Pt]
}

/** Corners sharper than this (radians) are packed with ink. */
const CORNER = (80 * Math.PI) / 180

export const PALE = '#f4efe4'
export const EYE_YELLOW = '#f2a900'

export class Pen {
  readonly sk: Sketch
  readonly rng: Random
  /** Canvas mm per design unit. */
  readonly s: number
  /** The last part's smooth outline in mm: darker areas are clipped to it, so they can reach its edge. */
  #last: Pt[] | null = null

  /** A measuring pass: only the outlines matter, so shading and clipped fills are skipped. */
  readonly dry: boolean
  #shades = 0

  constructor(sk: Sketch, rng: Random, s: number, dry = false) {
    this.sk = sk
    this.rng = rng
    this.s = s
    this.dry = dry
  }

  get w(): LineWeights {
    return this.sk.style.weights
  }

  /** Design units to mm. */
  mm(pts: readonly Pt[]): Pt[] {
    return pts.map((p) => [p[0] * this.s, p[1] * this.s] as Pt)
  }

  /** How many outline widths fit across `units`: the measure of what detail a part holds. */
  across(units: number): number {
    return linesAcross(this.sk, units * this.s)
  }

  /** A length in design units that is `lines` outline widths at print size. */
  lines(lines: number, weight: keyof LineWeights = 'outline'): number {
    return (this.w[weight] * lines) / this.s
  }

  /** A part that hides what is behind it, coloured in colour mode, shadowed when wide enough. */
  part(
    outline: readonly Pt[],
    colour: string | null,
    { weight = 'outline', shadow, depth }: { weight?: keyof LineWeights; shadow?: Pt; depth?: number } = {},
  ): Pt[] {
    const ring = this.mm(outline)
    this.sk.shape(ring, weight)
    this.#last = smoothThrough(ring, { closed: true, step: 0.5 })
    if (this.sk.inColour && colour) this.sk.fill([this.#last], 'colour', colour)
    if (shadow && depth && this.across(depth) > 1.6) this.shadow(this.#last, shadow, depth * this.s, colour)
    this.corners(this.#last, this.w[weight])
    return [...outline]
  }

  /**
   * Fills the tight corners of an outline (mm) with ink, as a tattooer packs the point of a tuft
   * or the crotch between two: the paper in a narrow wedge beside a line would otherwise close up.
   */
  corners(ring: readonly Pt[], width: number): void {
    if (this.dry) return
    const n = ring.length
    if (n < 3) return
    const open = width + PAPER_MM * 1.2
    // Directions are read a line's width along the ring, so dense rings (a union's outline) show
    // their corners as sparse control outlines do.
    const probe = Math.max(width, 0.8)
    const cum: number[] = [0]
    for (let i = 1; i <= n; i++) cum.push(cum[i - 1]! + dist(ring[i - 1]!, ring[i % n]!))
    const total = cum[n]!
    const walk = (i: number, d: number): Pt => {
      const s = (((cum[i]! + d) % total) + total) % total
      // The segment holding arc length s, by bisection: rings from unions run to a thousand points.
      let lo = 0
      let hi = n - 1
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1
        if (cum[mid]! <= s) lo = mid
        else hi = mid - 1
      }
      const k = lo
      const a = ring[k]!
      const b = ring[(k + 1) % n]!
      const seg = cum[k + 1]! - cum[k]!
      return seg > 0 ? lerp(a, b, (s - cum[k]!) / seg) : a
    }
    const step = Math.min(probe, total / 4)
    const angles = ring.map((p, i) => {
      const ua = sub(walk(i, -step), p)
      const ub = sub(walk(i, step), p)
      const la = Math.hypot(ua[0], ua[1])
      const lb = Math.hypot(ub[0], ub[1])
      if (la < 1e-6 || lb < 1e-6) return Math.PI
      return Math.acos(Math.max(-1, Math.min(1, (ua[0] * ub[0] + ua[1] * ub[1]) / (la * lb))))
    })
    // The sharpest point of each bend within a probe's length either side is the corner.
    const apex = (i: number): boolean => {
      for (let k = 1; k < n; k++) {
        const j = (i + k) % n
        if (dist(ring[i]!, ring[j]!) > step) break
        if (angles[j]! < angles[i]!) return false
      }
      for (let k = 1; k < n; k++) {
        const j = (i - k + n) % n
        if (dist(ring[i]!, ring[j]!) > step) break
        if (angles[j]! <= angles[i]!) return false
      }
      return true
    }
    const wedges: Pt[][] = []
    for (let i = 0; i < n; i++) {
      const angle = angles[i]!
      if (angle > CORNER || !apex(i)) continue
      const p = ring[i]!
      const reach = Math.min(open / (2 * Math.sin(angle / 2)), total / 6)
      // The ink follows the drawn curve round the corner and closes along the chord.
      const wedge: Pt[] = []
      for (let k = 0, d = 0; k < n && d <= reach; k++) {
        wedge.unshift(ring[(i - k + n) % n]!)
        d += dist(ring[(i - k + n) % n]!, ring[(i - k - 1 + n) % n]!)
      }
      for (let k = 1, d = dist(p, ring[(i + 1) % n]!); k < n && d <= reach; k++) {
        wedge.push(ring[(i + k) % n]!)
        d += dist(ring[(i + k) % n]!, ring[(i + k + 1) % n]!)
      }
      if (wedge.length >= 3) wedges.push(wedge)
    }
    if (wedges.length > 0) this.sk.fill(wedges, 'shade', INK)
  }

  /** A solid black mass that hides what is behind it (an eye, a nose, a stripe). */
  mass(outline: readonly Pt[], weight: keyof LineWeights = 'detail'): void {
    const ring = this.mm(outline)
    this.sk.shape(ring, weight, { taper: 0 })
    this.sk.fill([smoothThrough(ring, { closed: true, step: 0.3 })], 'shade', INK)
  }

  /** Solid ink laid over the current part without an outline of its own (it meets the part's line). */
  ink(outline: readonly Pt[]): void {
    this.sk.fill([smoothThrough(this.mm(outline), { closed: true, step: 0.3 })], 'shade', INK)
  }

  /**
   * A darker area of the current part, the way the style darkens: solid black in blackwork (and
   * black-and-grey bold work), a deeper tone in colour, stipple or hatch in the fine styles.
   */
  dark(outline: readonly Pt[], colour: string | null, towards: Pt = [0, 1]): void {
    const { sk } = this
    if (this.dry) return
    const rings = this.#clipped(outline)
    if (rings.length === 0) return
    const shading = sk.style.shading
    if (sk.inColour && colour) {
      sk.fill(rings, 'colour', darken(colour, 0.3))
      return
    }
    if (shading === 'solid') sk.fill(rings, 'shade', INK)
    else if (shading === 'wash') sk.fill(rings, 'shade', INK, 0.35)
    else if (shading !== 'none')
      for (const r of rings) {
        const b = boxOf(r)
        this.shadow(r, towards, Math.max(b.maxX - b.minX, b.maxY - b.minY) * 0.7, null)
      }
  }

  /**
   * A shadow inside a ring (mm) on the side `towards` points to, `depth` mm deep. Stipple is laid
   * here on a jittered grid with at least half a millimetre of paper between dots and clear of the
   * outline, which the print rule asks and shade()'s denser stipple does not keep.
   */
  shadow(ring: readonly Pt[], towards: Pt, depth: number, colour: string | null): void {
    const { sk } = this
    if (this.dry) return
    const shading = sk.style.shading
    if (shading !== 'stipple' && shading !== 'whip') {
      shade(sk, this.rng, ring, { towards, depth, colour: colour ?? undefined })
      return
    }
    const d = Math.max(sk.style.weights.detail, 0.3)
    const pitch = (d + PAPER_MM) * 1.6
    const clear = d / 2 + sk.style.weights.outline / 2 + PAPER_MM
    const b = boxOf(ring)
    const deepest = Math.max(...ring.map((p) => p[0] * towards[0] + p[1] * towards[1]))
    const rng = this.rng.fork(`stipple${this.#shades++}`)
    // The shape as a small bitmap: a try costs one lookup instead of a walk round the ring.
    const inside = new Coverage(b.maxX - b.minX, b.maxY - b.minY, 0.15)
    inside.add(ring.map((p) => [p[0] - b.minX, p[1] - b.minY] as Pt))
    for (let y = b.minY, row = 0; y <= b.maxY; y += pitch * 0.87, row++)
      for (let x = b.minX + (row % 2) * pitch * 0.5; x <= b.maxX; x += pitch) {
        const p: Pt = [x + rng.range(-0.15, 0.15) * pitch, y + rng.range(-0.15, 0.15) * pitch]
        const into = 1 - (deepest - (p[0] * towards[0] + p[1] * towards[1])) / depth
        if (into <= 0 || !rng.chance(Math.min(1, 0.15 + into * 0.85))) continue
        if (!inside.has([p[0] - b.minX, p[1] - b.minY]) || nearRing(p, ring, clear)) continue
        sk.dot(p, d)
      }
  }

  /** Colour laid over part of the current part (a pale ruff), clipped to it; nothing in black and grey. */
  tint(outline: readonly Pt[], colour: string): void {
    if (!this.sk.inColour || this.dry) return
    const rings = this.#clipped(outline)
    if (rings.length > 0) this.sk.fill(rings, 'colour', colour)
  }

  /** Solid ink over part of the current part (a tiger's stripe), clipped to it, in every style. */
  stripe(outline: readonly Pt[]): void {
    if (this.dry) return
    const rings = this.#clipped(outline)
    if (rings.length > 0) this.sk.fill(rings, 'shade', INK)
  }

  #clipped(outline: readonly Pt[]): Pt[][] {
    const ring = smoothThrough(this.mm(outline), { closed: true, step: 0.4 })
    return this.#last ? intersect([ring], [this.#last]) : [ring]
  }

  /**
   * A part cut to the inside of `container` (a fang inside a mouth): where it meets the container
   * its edge lies on the container's own line, so no sliver of paper opens between the two.
   */
  partWithin(
    outline: readonly Pt[],
    container: readonly Pt[],
    colour: string | null,
    weight: keyof LineWeights = 'detail',
  ): void {
    const rings = intersect(
      [smoothThrough(this.mm(outline), { closed: true, step: 0.3 })],
      [smoothThrough(this.mm(container), { closed: true, step: 0.3 })],
    )
    for (const ring of rings) {
      this.sk.element(ring).curve(ring, weight, { closed: true, taper: 0 })
      if (this.sk.inColour && colour) this.sk.fill([ring], 'colour', colour)
    }
  }

  /**
   * Branching limbs (an antler's beam and tines) drawn as one part: their union outlined once,
   * so no line runs where a tine joins the beam, the crotches packed with ink, and in black and
   * grey each limb's end inked solid where the paper inside it would run narrower than a needle
   * can keep open. Returns the union's outline in design units.
   */
  limbs(specs: readonly { path: Pt[]; w0: number; w1: number }[], colour: string | null, shadow?: Pt): Pt[][] {
    if (this.dry) return specs.map((l) => limb(l.path, l.w0, l.w1))
    const rings = specs.map((l) => smoothThrough(this.mm(limb(l.path, l.w0, l.w1)), { closed: true, step: 0.4 }))
    const all = boxOf(rings.flat())
    const united = coverWithin(rings, { minX: all.minX - 1, minY: all.minY - 1, maxX: all.maxX + 1, maxY: all.maxY + 1 })
    const outline = this.w.outline
    for (const ring of united) {
      this.sk.element(ring).curve(ring, 'outline', { closed: true, taper: 0 })
      this.#last = ring
      if (this.sk.inColour && colour) this.sk.fill([ring], 'colour', colour)
      if (shadow) this.shadow(ring, shadow, Math.min(...specs.map((l) => l.w0)) * this.s * 0.4, colour)
      this.corners(ring, outline)
      if (this.sk.inColour && colour) continue
      // The width (mm) at which a limb's inside stops holding open paper.
      const solidBelow = outline + PAPER_MM * 1.6
      const tips: Pt[][] = []
      for (const l of specs) {
        const w0 = l.w0 * this.s
        const w1 = l.w1 * this.s
        if (w1 >= solidBelow) continue
        const t = w0 <= solidBelow ? 0 : (w0 - solidBelow) / (w0 - w1)
        const tail = pathFrom(l.path, t)
        if (tail.length >= 2)
          tips.push(smoothThrough(this.mm(limb(tail, l.w0 + (l.w1 - l.w0) * t, l.w1)), { closed: true, step: 0.4 }))
      }
      // One cut for all the tips: each Clipper pass costs more than the rings in it.
      const inked = tips.length > 0 ? intersect(tips, [ring]) : []
      if (inked.length > 0) this.sk.fill(inked, 'shade', INK)
    }
    return united.map((r) => r.map((p) => [p[0] / this.s, p[1] / this.s] as Pt))
  }

  /** Whether the style fills its dark areas solid (blackwork, black-and-grey bold work). */
  get solidDark(): boolean {
    return this.sk.style.shading === 'solid' && !this.sk.inColour
  }

  line(pts: readonly Pt[], weight: keyof LineWeights | number = 'inner', taper?: number): void {
    this.sk.curve(this.mm(pts), weight, taper === undefined ? {} : { taper })
  }

  dot(at: Pt, diameterMm: number): void {
    this.sk.dot([at[0] * this.s, at[1] * this.s], diameterMm)
  }
}

/**
 * Draws a form in its design units, fitted into the frame's box (centred, proportions kept),
 * mirrored and turned as the frame says, and returns its anchors in canvas mm.
 */
export function stage(
  sk: Sketch,
  rng: Random,
  frame: SubjectFrame,
  aspect: number,
  draw: (pen: Pen) => LocalAnchors,
): SubjectAnchors {
  const { box } = frame
  const seed = rng.fork('creature').seed
  // Furred edges, locks and antlers reach as far as the style's line lets them, so the form is
  // first drawn once to measure, then fitted to the frame by what it actually covers.
  const guess = Math.min(box.w / (UNITS * aspect), box.h / UNITS)
  const measured = draw(new Pen(new Sketch(sk.style, sk.colourMode), new Random(seed), guess, true))
  const reach = boxOf(measured.silhouette.flatMap((ring) => smoothThrough(ring, { closed: true, step: 1 })))
  const pad = sk.style.weights.outline / guess
  const w = reach.maxX - reach.minX + pad
  const h = reach.maxY - reach.minY + pad
  // A little room for the few tenths of a unit the fitted drawing may differ from the measured one.
  const s = Math.min(box.w / w, box.h / h) * 0.97
  const centre: Pt = [(reach.minX + reach.maxX) / 2, (reach.minY + reach.maxY) / 2]
  const m: Matrix = compose(
    translation(box.x + box.w / 2, box.y + box.h / 2),
    rotation(frame.turn ?? 0),
    scaling(frame.mirror ? -1 : 1, 1),
    translation(-centre[0] * s, -centre[1] * s),
  )
  let local: LocalAnchors = { silhouette: [] }
  sk.within(m, () => {
    local = draw(new Pen(sk, new Random(seed), s))
  })
  const put = (p: Pt): Pt => apply(m, [p[0] * s, p[1] * s])
  const silhouette = local.silhouette.map((ring) =>
    smoothThrough(ring.map(put), { closed: true, step: Math.max(0.8, sk.style.weights.outline) }),
  )
  const edge = boxOf(silhouette.flat())
  const half = sk.style.weights.outline / 2
  return {
    box: { minX: edge.minX - half, minY: edge.minY - half, maxX: edge.maxX + half, maxY: edge.maxY + half },
    silhouette,
    ...(local.perch && { perch: put(local.perch) }),
    ...(local.spots && { spots: local.spots.map(put) }),
    ...(local.focus && { focus: put(local.focus) }),
    ...(local.axis && { axis: [put(local.axis[0]), put(local.axis[1])] as [Pt, Pt] }),
    ...(local.girth !== undefined && { girth: local.girth * s }),
    ...(local.pierce && { pierce: [put(local.pierce[0]), put(local.pierce[1])] as [Pt, Pt] }),
  }
}

/** A ring from its right half (top on the axis, down the right side, bottom on the axis), mirrored about x = `cx`. */
export function sym(right: readonly Pt[], cx: number): Pt[] {
  const left = right
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => [2 * cx - x, y] as Pt)
  return [...right, ...left]
}

/** Points mirrored about x = `cx` (for the left twin of a right-hand part); order reversed to keep the winding. */
export const flip = (pts: readonly Pt[], cx: number): Pt[] => pts.map(([x, y]) => [2 * cx - x, y] as Pt).reverse()

/** Points mirrored about x = `cx`, order kept (for open lines). */
export const flipLine = (pts: readonly Pt[], cx: number): Pt[] => pts.map(([x, y]) => [2 * cx - x, y] as Pt)

/**
 * A furred edge along `guide`: `n` tufts, each a lick of fur swept towards the guide's end and
 * reaching `depth` units out on the `side` (+1 = left of travel, −1 = right). Returns control
 * points to splice into an outline in place of the guide.
 */
export function tufts(guide: readonly Pt[], n: number, depth: number, side: 1 | -1, sweep = 0.6): Pt[] {
  const path = smoothThrough(guide, { step: 0.5 })
  const lengths = arcLengths(path)
  const total = lengths.at(-1) ?? 0
  const at = (t: number) => pointAtLength(path, lengths, Math.max(0, Math.min(total, t * total)))
  const normal = (t: number): Pt => {
    const a = at(Math.max(0, t - 0.01))
    const b = at(Math.min(1, t + 0.01))
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const l = Math.hypot(dx, dy) || 1
    // Left of travel on screen (y down) is (dy, −dx).
    return [(side * dy) / l, (-side * dx) / l]
  }
  const out: Pt[] = [at(0)]
  const seg = total / Math.max(n, 1)
  // A lick no deeper than about half its length keeps an open notch: narrow slivers of paper
  // inside a spike, or between spikes, would close up when tattooed.
  const d = Math.min(depth, seg * 0.45)
  for (let i = 0; i < n; i++) {
    const t0 = i / n
    const t1 = (i + 1) / n
    const tMid = t0 + (t1 - t0) * 0.4
    const tTip = Math.min(1, t0 + (t1 - t0) * (0.6 + sweep * 0.35))
    const mid = at(tMid)
    const nm = normal(tMid)
    const tip = at(tTip)
    const nt = normal(tTip)
    out.push([mid[0] + nm[0] * d * 0.6, mid[1] + nm[1] * d * 0.6])
    out.push([tip[0] + nt[0] * d, tip[1] + nt[1] * d])
    if (i < n - 1) {
      const notch = at(t1)
      const nn = normal(t1)
      out.push([notch[0] - nn[0] * d * 0.05, notch[1] - nn[1] * d * 0.05])
    } else out.push(at(1))
  }
  return out
}

/** How many tufts (locks, feathers) of at least `minLines` outline widths fit along `units`, clamped to [least, most]. */
export function countFor(pen: Pen, units: number, minLines: number, least: number, most: number): number {
  return Math.max(least, Math.min(most, Math.floor(pen.across(units) / minLines)))
}

/** A closed ellipse as control points. */
export function oval(c: Pt, rx: number, ry: number, n = 12, tilt = 0): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2
    const x = Math.cos(a) * rx
    const y = Math.sin(a) * ry
    return [c[0] + x * Math.cos(tilt) - y * Math.sin(tilt), c[1] + x * Math.sin(tilt) + y * Math.cos(tilt)] as Pt
  })
}

/** Whether `p` lies within `r` of the ring's polyline. */
function nearRing(p: Pt, ring: readonly Pt[], r: number): boolean {
  const r2 = r * r
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!
    const b = ring[(i + 1) % ring.length]!
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const l2 = dx * dx + dy * dy || 1e-12
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2))
    const ex = a[0] + dx * t - p[0]
    const ey = a[1] + dy * t - p[1]
    if (ex * ex + ey * ey < r2) return true
  }
  return false
}

/**
 * A tapered wedge (a tiger's stripe, a lock's shadow): from a broad root at `root` towards
 * `angle`, `length` long and `width` wide at the root, bending by `bend` radians along its length.
 */
export function wedge(root: Pt, angle: number, length: number, width: number, bend = 0): Pt[] {
  const at = (t: number, side: number): Pt => {
    const a = angle + bend * t
    const p: Pt = [
      root[0] + Math.cos(angle + bend * t * 0.5) * length * t,
      root[1] + Math.sin(angle + bend * t * 0.5) * length * t,
    ]
    const half = (width / 2) * (1 - t) ** 0.9 * side
    return [p[0] - Math.sin(a) * half, p[1] + Math.cos(a) * half]
  }
  return [at(0, 1), at(0.4, 1), at(0.75, 1), at(1, 0), at(0.75, -1), at(0.4, -1), at(0, -1)]
}

/**
 * A closed outline round a centre line that narrows from `w0` wide at its start to `w1` at its
 * end (an antler's beam or tine, a leg, a tail), with a rounded tip.
 */
export function limb(path: readonly Pt[], w0: number, w1: number, samples = 8): Pt[] {
  const smooth = smoothThrough(path, { step: 0.5 })
  const lengths = arcLengths(smooth)
  const total = lengths.at(-1) ?? 0
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i <= samples; i++) {
    const t = i / samples
    const p = pointAtLength(smooth, lengths, t * total)
    const q = pointAtLength(smooth, lengths, Math.min(total, t * total + 0.5))
    const o = pointAtLength(smooth, lengths, Math.max(0, t * total - 0.5))
    const dx = q[0] - o[0]
    const dy = q[1] - o[1]
    const l = Math.hypot(dx, dy) || 1
    const half = (w0 + (w1 - w0) * t) / 2
    left.push([p[0] - (dy / l) * half, p[1] + (dx / l) * half])
    right.push([p[0] + (dy / l) * half, p[1] - (dx / l) * half])
  }
  const end = smooth.at(-1)!
  const before = pointAtLength(smooth, lengths, Math.max(0, total - 0.5))
  const dx = end[0] - before[0]
  const dy = end[1] - before[1]
  const l = Math.hypot(dx, dy) || 1
  const tip: Pt = [end[0] + (dx / l) * w1 * 0.4, end[1] + (dy / l) * w1 * 0.4]
  return [...left, tip, ...right.reverse()]
}

/** The part of a path from share `t` (0–1 of its length) to its end, as control points. */
export function pathFrom(path: readonly Pt[], t: number): Pt[] {
  const smooth = smoothThrough(path, { step: 0.5 })
  const lengths = arcLengths(smooth)
  const total = lengths.at(-1) ?? 0
  const n = 6
  return Array.from({ length: n + 1 }, (_, i) => pointAtLength(smooth, lengths, (t + ((1 - t) * i) / n) * total))
}
