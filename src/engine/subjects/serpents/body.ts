import { signedArea, smoothThrough, arcLengths, pointAtLength } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { linesAcross } from '../../flowers/model.ts'

/**
 * A long body (snake, dragon, koi's tail end) as a spine sampled every millimetre with a width at
 * each sample and a depth (which stretch lies nearer the viewer), inked in short pieces so a
 * stretch that crosses another, or passes in front of an upright, hides what lies behind it.
 */
export interface Body {
  spine: Pt[]
  /** Full width at each spine sample, mm. */
  widths: number[]
  /** Larger = nearer; pieces are drawn in this order, and a coil splits at depth 0. */
  depth: number[]
}

export interface BodyLook {
  colour: string
  /** The belly plates' colour (the second colour of the flash). */
  belly: string
  /** Which side of the travel direction (tail → head) the belly shows on: +1 = perp(dir). */
  bellySide: 1 | -1
  /** Marks along the back, drawn only where the width holds them. */
  pattern: 'diamonds' | 'bands' | 'scales' | 'none'
  /** Share of the width the belly band takes (0 = no belly band). */
  bellyShare?: number
  /** How far back from the spine's end a head covers it, mm: no plates or marks there. */
  headCover?: number
  /** Samples from the tail's tip inked solid at least (a tail flicking out from under a loop). */
  inkedTail?: number
  /** Drawn just before each piece (so the piece hides its roots): a dragon's spine fin, samples [from, to). */
  behindPiece?: (from: number, to: number) => void
  /** Sample ranges left without belly plates (where a leg is drawn over the belly). */
  bare?: [number, number][]
}

const STEP = 1

/** The spine through the control points, resampled evenly every millimetre. */
export function spineThrough(controls: readonly Pt[]): Pt[] {
  const smooth = smoothThrough(controls, { step: 0.5 })
  const lengths = arcLengths(smooth)
  const total = lengths.at(-1) ?? 0
  const n = Math.max(2, Math.round(total / STEP))
  return Array.from({ length: n + 1 }, (_, i) => pointAtLength(smooth, lengths, (total * i) / n))
}

/** A dense polyline with a value per point, resampled every millimetre (the value carried along). */
export function evenly(points: readonly Pt[], values: readonly number[]): { spine: Pt[]; depth: number[] } {
  const lengths = arcLengths(points)
  const total = lengths.at(-1) ?? 0
  const n = Math.max(2, Math.round(total / STEP))
  const spine: Pt[] = []
  const depth: number[] = []
  let j = 0
  for (let i = 0; i <= n; i++) {
    const s = (total * i) / n
    while (j < lengths.length - 2 && lengths[j + 1]! < s) j++
    const span = lengths[j + 1]! - lengths[j]!
    const k = span > 0 ? Math.min(1, Math.max(0, (s - lengths[j]!) / span)) : 0
    const a = points[j]!
    const b = points[j + 1]!
    spine.push([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k])
    depth.push(values[j]! + (values[j + 1]! - values[j]!) * k)
  }
  return { spine, depth }
}

/** Unit normals (perp of the travel direction) at each sample. */
export function normalsOf(spine: readonly Pt[]): Pt[] {
  return spine.map((_, i) => {
    const a = spine[Math.max(0, i - 1)]!
    const b = spine[Math.min(spine.length - 1, i + 1)]!
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const l = Math.hypot(dx, dy) || 1
    return [-dy / l, dx / l] as Pt
  })
}

/** The width along a snake's body: a fine tail, thickest past the middle, a narrower neck. */
export function snakeWidths(n: number, thickest: number, neck = 0.72): number[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / Math.max(n - 1, 1)
    const rise = t < 0.6 ? 0.06 + 0.94 * Math.sin(((t / 0.6) * Math.PI) / 2) ** 1.3 : 1
    const fall = t > 0.82 ? 1 - (1 - neck) * ((t - 0.82) / 0.18) : 1
    return thickest * rise * fall
  })
}

/** Points offset from the spine by `k(i)` of the half width on side `side`. */
function offsetLine(
  spine: readonly Pt[],
  normals: readonly Pt[],
  widths: readonly number[],
  side: number,
  k: (i: number) => number,
  from: number,
  to: number,
): Pt[] {
  const out: Pt[] = []
  for (let i = from; i <= to; i++) {
    const h = (widths[i]! / 2) * k(i) * side
    const q: Pt = [spine[i]![0] + normals[i]![0] * h, spine[i]![1] + normals[i]![1] * h]
    // On a bend tighter than the half width the inner edge would run backwards and fold into a
    // loop whose stroke spikes out: points that step against the spine's way are dropped.
    const last = out.at(-1)
    if (last && i < to) {
      const t: Pt = [normals[i]![1], -normals[i]![0]]
      if ((q[0] - last[0]) * t[0] + (q[1] - last[1]) * t[1] <= 0) continue
    }
    out.push(q)
  }
  return out
}

/** The closed outline of the whole body (for silhouettes and anchors). */
export function bodyRing(body: Body): Pt[] {
  const normals = normalsOf(body.spine)
  const n = body.spine.length - 1
  return [
    ...offsetLine(body.spine, normals, body.widths, 1, () => 1, 0, n),
    ...offsetLine(body.spine, normals, body.widths, -1, () => 1, 0, n).reverse(),
  ]
}

/**
 * Pieces of the spine, [from, to] sample indexes: split where the depth changes sign (a coil
 * passing behind its upright) and wherever a piece would grow long enough to cross itself.
 */
export function piecesOf(body: Body, maxLen: number): [number, number][] {
  const out: [number, number][] = []
  let start = 0
  for (let i = 1; i < body.spine.length; i++) {
    const flip = Math.sign(body.depth[i]!) !== Math.sign(body.depth[i - 1]!) && body.depth[i] !== 0
    if (flip || (i - start) * STEP >= maxLen || i === body.spine.length - 1) {
      out.push([start, i])
      start = i
    }
  }
  return out
}

const meanDepth = (body: Body, [a, b]: [number, number]) => {
  let s = 0
  for (let i = a; i <= b; i++) s += body.depth[i]!
  return s / (b - a + 1)
}

/**
 * Draws the body's pieces whose mean depth passes `keep`, far ones first. Each piece hides what
 * lies behind it; its edge lines run a little past its ends so neighbouring pieces join without
 * a notch.
 */
export function drawBody(
  sk: Sketch,
  rng: Random,
  body: Body,
  look: BodyLook,
  keep: (depth: number) => boolean = () => true,
): void {
  const thickest = Math.max(...body.widths)
  const pieces = piecesOf(body, Math.max(thickest * 2.5, 10))
    .map((p) => ({ p, d: meanDepth(body, p) }))
    .filter(({ d }) => keep(d))
    .sort((a, b) => a.d - b.d)
  const normals = normalsOf(body.spine)
  const plan = planBody(sk, body, look)
  // Each sample's place in the drawing order: marks near a stretch drawn later would be cut by
  // its edge into slivers, so they are left out.
  const rank = new Int32Array(body.spine.length).fill(-1)
  pieces.forEach(({ p: [a, b] }, k) => {
    for (let i = a; i <= b; i++) rank[i] = Math.max(rank[i]!, k)
  })
  pieces.forEach(({ p }, k) => {
    const clear: Clear = (q, i, margin) => !underNearer(body, rank, k, q, i, margin)
    // Lines reach on only under neighbours drawn later, which hide them.
    const later = (i: number) => rank[i]! > k
    drawPiece(sk, rng.fork(`piece${p[0]}`), body, normals, look, plan, p, clear, later)
  })
}

/** Whether a mark at `q` (near sample `i`) keeps `margin` mm of paper from every stretch drawn after it. */
type Clear = (q: Pt, i: number, margin: number) => boolean

function underNearer(body: Body, rank: Int32Array, current: number, q: Pt, i: number, margin: number): boolean {
  const { spine, widths } = body
  // The stretch the mark lies on continues into the next piece: that is not a crossing.
  const own = Math.ceil(widths[i]! * 1.5 + margin * 2)
  for (let j = 0; j < spine.length; j++) {
    if (rank[j]! <= current || Math.abs(j - i) <= own) continue
    const r = widths[j]! / 2 + margin
    const dx = spine[j]![0] - q[0]
    const dy = spine[j]![1] - q[1]
    if (dx * dx + dy * dy < r * r) return true
  }
  return false
}

interface BodyPlan {
  /** Where the belly line runs, as a share of the half width from the spine (on the belly side); null = none. */
  bellyK: number | null
  bellyWeight: number
  rungEvery: number
  pattern: BodyLook['pattern']
  patternEvery: number
  /** Points of the scale arcs placed so far: on the inside of a bend a new one keeps off them. */
  scalesPlaced: Pt[]
}

function planBody(sk: Sketch, body: Body, look: BodyLook): BodyPlan {
  const w = sk.style.weights
  const thickest = Math.max(...body.widths)
  const bold = w.outline >= 1.5
  const share = look.bellyShare ?? (bold ? 0.38 : 0.34)
  // Bold styles rule the belly with a finer line than the outline, so the band holds on a slim body.
  const bellyWeight = bold ? w.detail : w.inner
  // The belly band must keep paper on both sides of its line: the edge's half line, the belly
  // line's half line and half a millimetre each.
  const bandMm = thickest * share
  const bellyK = share > 0 && bandMm - w.outline / 2 - bellyWeight / 2 >= 0.9 ? 1 - 2 * share : null
  const rungEvery = Math.max(bandMm * (1.1 - sk.style.detail * 0.4), w.detail + 1.2)
  const backMm = thickest * (1 - share)
  const roomy = linesAcross(sk, backMm) >= 4.2 && sk.style.detail >= 0.3
  return { bellyK, bellyWeight, rungEvery, pattern: roomy ? look.pattern : 'none', patternEvery: backMm * 1.25, scalesPlaced: [] }
}

function drawPiece(
  sk: Sketch,
  rng: Random,
  body: Body,
  normals: Pt[],
  look: BodyLook,
  plan: BodyPlan,
  [a, b]: [number, number],
  clear: Clear,
  later: (i: number) => boolean,
): void {
  const { spine, widths } = body
  const n = spine.length - 1
  const w = sk.style.weights
  const bold = w.outline >= 1.5
  const edge = (side: number, from: number, to: number, k: (i: number) => number = () => 1) =>
    offsetLine(spine, normals, widths, side, k, from, to)
  const region = [...edge(1, a, b), ...edge(-1, a, b).reverse()]
  look.behindPiece?.(a, b)
  sk.element(region)
  // Lines reach past the piece's ends (under the neighbour, which hides them) so joins are seamless.
  const reach = Math.ceil(Math.max(w.outline, 2) / STEP)
  const la = a > 0 && later(a - 1) ? Math.max(0, a - reach) : a
  const lb = b < n && later(b + 1) ? Math.min(n, b + reach) : b
  const bellySide = look.bellySide
  const backSide = -bellySide

  // Fills overlap the neighbouring pieces by a sample, so no hairline of paper shows at a join.
  const fa = Math.max(0, a - 1)
  const fb = Math.min(n, b + 1)
  if (sk.inColour) sk.fill([[...edge(1, fa, fb), ...edge(-1, fa, fb).reverse()]], 'colour', look.colour)
  // Stretches behind (seen through a coil's middle, beside an upright) are drawn plain: their
  // plates and marks would run in slivers along the edges of the loops in front.
  const behind = meanDepth(body, [a, b]) < 0
  const belly = behind ? null : plan.bellyK
  // Near the tail the belly band runs out where it grows too narrow to keep paper beside its line.
  const bandOk = (i: number) => belly !== null && widths[i]! * (1 - belly) * 0.5 - w.outline / 2 - plan.bellyWeight / 2 >= 0.55
  const bellyK = (i: number) => (bandOk(i) ? belly! : 1)
  if (belly !== null && sk.inColour) {
    const band = [...edge(bellySide, fa, fb), ...edge(bellySide, fa, fb, bellyK).reverse()]
    sk.fill([band], 'colour', look.belly)
  }
  // Blackwork inks the back solid and leaves the pattern as paper.
  const backRing = [...edge(backSide, fa, fb), ...edge(bellySide, fa, fb, belly !== null ? bellyK : () => 1).reverse()]
  if (!sk.inColour && sk.style.id === 'blackwork') {
    sk.fill([backRing, ...(behind ? [] : patternRings(sk, body, normals, plan, look, a, b, true))], 'shade', INK)
  } else {
    const marks = behind
      ? []
      : patternRings(sk, body, normals, plan, look, a, b, false).filter((m) => m.every((q) => clear(q, a, w.outline / 2 + 0.6)))
    const scales = behind ? [] : scaleArcs(sk, body, normals, plan, look, a, b, clear)
    if (!behind) shadowBand(sk, rng, body, normals, backSide, fa, fb, [...marks, ...scales], clear)
    for (const arc of scales) sk.curve(arc, 'detail', { taper: 0.3 })
    for (const ring of marks) {
      if (bold) sk.fill([ring], 'shade', INK)
      else sk.curve(ring, 'detail', { closed: true })
    }
  }

  // The tail's tip is one line round the point; elsewhere the two edges.
  if (la === 0) {
    sk.curve([...edge(1, 0, lb).reverse(), ...edge(-1, 1, lb)], 'outline', { taper: 0 })
    // Where the edges close in on each other the tail is inked solid: a sliver of paper would not hold.
    let solid = 0
    while (solid < lb && widths[solid]! - w.outline < 0.7) solid++
    if (solid > 1) sk.fill([[...edge(1, 0, solid), ...edge(-1, 0, solid).reverse()]], 'shade', INK)
  } else {
    sk.curve(edge(1, la, lb), 'outline', { taper: 0 })
    sk.curve(edge(-1, la, lb), 'outline', { taper: 0 })
  }
  const inked = Math.min(lb, look.inkedTail ?? 0)
  if (inked > a) sk.fill([[...edge(1, a, inked), ...edge(-1, a, inked).reverse()]], 'shade', INK)
  if (belly === null) return
  // The belly line reaches under a neighbour only where that neighbour has a belly band too: a
  // stretch behind is plain, and a line ending on it would dangle.
  let from = a
  while (from > la && body.depth[from - 1]! >= 0) from--
  let to = b
  while (to < lb && body.depth[to + 1]! >= 0) to++
  while (from < to && !bandOk(from)) from++
  if (to - from >= 2) {
    sk.curve(
      edge(bellySide, from, to, () => belly),
      plan.bellyWeight,
      { taper: 0 },
    )
    rungs(sk, body, normals, plan, bellySide, belly, Math.max(a, from), b, clear, look.headCover ?? 0, look.bare ?? [])
  }
}

/**
 * Scales down the back as rows of small arcs bulging towards the tail, staggered row to row like
 * shingles; each arc stands apart from its neighbours (arcs that met would pinch paper at the cusp).
 */
function scaleArcs(
  sk: Sketch,
  body: Body,
  normals: Pt[],
  plan: BodyPlan,
  look: BodyLook,
  a: number,
  b: number,
  clear: Clear,
): Pt[][] {
  if (plan.pattern !== 'scales') return []
  const w = sk.style.weights
  const thickest = Math.max(...body.widths)
  const bellyK = plan.bellyK ?? -1
  const backSide = -look.bellySide
  const n = body.spine.length - 1
  // A scale holds its line and paper round it; the back's shadow keeps its own strip along the edge.
  const cell = Math.max(w.detail * 2 + 1.4, (thickest * (1 - (plan.bellyK !== null ? 0.36 : 0))) / (2 + sk.style.detail * 2.4))
  const shadowStrip = sk.style.shading === 'solid' || sk.style.shading === 'hatch' ? w.outline * 1.6 : 0
  const margin = w.detail / 2 + 0.6
  const out: Pt[][] = []
  const every = Math.max(2, Math.round(cell / STEP))
  const at = (i: number, off: number): Pt => {
    const j = Math.min(n, Math.max(0, Math.round(i)))
    return [body.spine[j]![0] + normals[j]![0] * off * backSide, body.spine[j]![1] + normals[j]![1] * off * backSide]
  }
  for (let i = Math.ceil(a / every) * every; i < b; i += every) {
    if (i > n - (look.headCover ?? 0) - every || i < every) continue
    const half = body.widths[i]! / 2
    // Across the back from the belly line to the shadow strip, in mm from the spine.
    const lo = -bellyK * half + plan.bellyWeight / 2 + margin + 0.2
    const hi = half - w.outline / 2 - shadowStrip - margin - 0.2
    const rows = Math.floor((hi - lo) / cell)
    if (rows < 1) continue
    const row = (hi - lo) / rows
    for (let r = 0; r < rows; r++) {
      const shift = r % 2 === 0 ? 0 : every / 2
      const j = i + shift
      if (j >= b) continue
      const mid = lo + row * (r + 0.5)
      const h = row / 2 - margin
      // The arc's arms hold paper between them.
      if (h < w.detail + 0.6) continue
      const d = Math.max(1, Math.round((h * 0.9) / STEP))
      const arc = [
        at(j, mid + h),
        at(j - d * 0.75, mid + h * 0.55),
        at(j - d, mid),
        at(j - d * 0.75, mid - h * 0.55),
        at(j, mid - h),
      ]
      const apart = w.detail + 0.7
      const crowded = arc.some((q) => plan.scalesPlaced.some((r) => Math.hypot(q[0] - r[0], q[1] - r[1]) < apart))
      if (crowded || !arc.every((q) => clear(q, i, w.outline / 2 + margin))) continue
      plan.scalesPlaced.push(...arc)
      out.push(arc)
    }
  }
  return out
}

/** Belly plates: short lines across the belly band at even steps along the body. */
function rungs(
  sk: Sketch,
  body: Body,
  normals: Pt[],
  plan: BodyPlan,
  side: number,
  belly: number,
  a: number,
  b: number,
  clear: Clear,
  headCover: number,
  bare: [number, number][],
): void {
  const margin = sk.style.weights.outline / 2 + 0.6
  const every = Math.max(1, Math.round(plan.rungEvery / STEP))
  // On the inside of a bend the plates' ends crowd together: one is left out where they would.
  const apart = sk.style.weights.detail + 1.1
  let last: Pt[] | null = null
  for (let i = Math.ceil(a / every) * every; i < b; i += every) {
    const p = body.spine[i]!
    const nn = normals[i]!
    const h = body.widths[i]! / 2
    const ends: Pt[] = [
      [p[0] + nn[0] * h * belly * side, p[1] + nn[1] * h * belly * side],
      [p[0] + nn[0] * h * side, p[1] + nn[1] * h * side],
    ]
    if (!clear(ends[1]!, i, margin) || !clear(ends[0]!, i, margin)) continue
    if (i > body.spine.length - 1 - (headCover + margin * 2) / STEP) continue
    if (bare.some(([p, q]) => i >= p && i <= q)) continue
    const before = last
    if (before && ends.some((e, k) => Math.hypot(e[0] - before[k]![0], e[1] - before[k]![1]) < apart)) continue
    last = ends
    // Straight across, so each plate meets both lines squarely (a slanted meeting pinches the paper).
    sk.curve(ends, 'detail', { taper: 0 })
  }
}

/** Diamonds or bands down the back, centred between the back edge and the belly line. */
function patternRings(
  sk: Sketch,
  body: Body,
  normals: Pt[],
  plan: BodyPlan,
  look: BodyLook,
  a: number,
  b: number,
  holes: boolean,
): Pt[][] {
  const w = sk.style.weights
  if (plan.pattern === 'none' || plan.pattern === 'scales') return []
  const every = Math.max(4, Math.round(plan.patternEvery / STEP))
  const bellyK = plan.bellyK ?? -1
  const backSide = -look.bellySide
  const out: Pt[][] = []
  const n = body.spine.length - 1
  for (let i = Math.ceil(a / every) * every + Math.floor(every / 2); i < b; i += every) {
    // Marks stop before the tail thins below what holds them.
    if (body.widths[i]! < Math.max(...body.widths) * 0.55 || i > n - every) continue
    const half = Math.floor(every * 0.32)
    // Nor under the head's back, whose edge would cut them.
    if (i + half > n - (look.headCover ?? 0) - 2) continue
    // The mark keeps half a millimetre of paper from the belly line and the back edge.
    const back = body.widths[i]! * (1 + bellyK) * 0.5
    const kLo = (plan.bellyWeight / 2 + 0.6 + w.detail / 2) / back
    const kHi = 1 - (w.outline / 2 + 0.6 + w.detail / 2) / back
    if (kHi - kLo < 0.3) continue
    // Between samples the spine and its normal are interpolated: corners snapped to whole
    // samples made the diamonds' sides jagged.
    const at = (j: number, k: number): Pt => {
      const j0 = Math.min(n - 1, Math.max(0, Math.floor(j)))
      const f = Math.min(1, Math.max(0, j - j0))
      const mix = (a: number, b: number) => a + (b - a) * f
      const h = (mix(body.widths[j0]!, body.widths[j0 + 1]!) / 2) * backSide
      const kk = -bellyK + (1 + bellyK) * (kLo + (kHi - kLo) * k)
      const p0 = body.spine[j0]!
      const p1 = body.spine[j0 + 1]!
      const n0 = normals[j0]!
      const n1 = normals[j0 + 1]!
      return [mix(p0[0], p1[0]) + mix(n0[0], n1[0]) * h * kk, mix(p0[1], p1[1]) + mix(n0[1], n1[1]) * h * kk]
    }
    // Midpoints keep the diamond's sides straight when the line is smoothed through its corners.
    const ring: Pt[] =
      look.pattern === 'diamonds'
        ? [
            at(i - half, 0.5),
            at(i - half / 2, 0.25),
            at(i, 0),
            at(i + half / 2, 0.25),
            at(i + half, 0.5),
            at(i + half / 2, 0.75),
            at(i, 1),
            at(i - half / 2, 0.75),
          ]
        : [at(i - half * 0.45, 0), at(i + half * 0.45, 0), at(i + half * 0.45, 1), at(i - half * 0.45, 1)]
    out.push(holes === signedArea(ring) > 0 ? ring : ring.reverse())
  }
  return out
}

/** The shadow along the back edge, in the style's manner (solid band, stipple, hatch or wash). */
function shadowBand(
  sk: Sketch,
  rng: Random,
  body: Body,
  normals: Pt[],
  side: number,
  a: number,
  b: number,
  marks: Pt[][],
  clear: Clear,
): void {
  const { shading, weights } = sk.style
  if (shading === 'none') return
  const thickest = Math.max(...body.widths)
  if (linesAcross(sk, thickest) < 3.2) return
  const depthK = Math.min(0.42, (weights.outline * (shading === 'solid' ? 1.1 : 1.6)) / thickest)
  const line = (k: number, from: number, to: number) => offsetLine(body.spine, normals, body.widths, side, () => k, from, to)
  const band = [...line(1, a, b), ...line(1 - 2 * depthK, a, b).reverse()]
  switch (shading) {
    case 'solid':
      sk.fill([band], 'shade', INK)
      return
    case 'wash':
      if (sk.inColour) sk.fill([band], 'colour', '#000000', 0.22)
      else sk.fill([band], 'shade', INK, 0.35)
      return
    case 'hatch': {
      const every = Math.max(2, Math.round((weights.detail * 3.2) / STEP))
      for (let i = a + (a % every); i <= b; i += every) {
        const [p, q] = [line(1, i, i)[0]!, line(1 - 2 * depthK * 1.4, Math.min(b, i + 1), Math.min(b, i + 1))[0]!]
        sk.curve([p, q], 'detail', { taper: 0.2 })
      }
      return
    }
    default: {
      // Stipple: dots thicker at the edge, thinning inwards, kept a dot and a half apart.
      const d = weights.detail
      const clearOf = marks.map((m) => {
        const c: Pt = [m.reduce((t, p) => t + p[0], 0) / m.length, m.reduce((t, p) => t + p[1], 0) / m.length]
        return [c, Math.max(...m.map((p) => Math.hypot(p[0] - c[0], p[1] - c[1]))) + weights.detail / 2] as const
      })
      const gap = d + 0.55
      const rows = Math.max(1, Math.floor((thickest * depthK * 1.6) / gap))
      for (let r = 0; r < rows; r++) {
        const k = 1 - (weights.outline * 0.5 + 0.7 + d / 2 + gap * r) / (thickest / 2)
        const keep = 0.85 - r / rows / 1.3
        for (let i = a; i < b; i += Math.max(1, Math.round(gap / STEP))) {
          if ((i + r) % 2 === 1 || !rng.chance(keep)) continue
          if (body.widths[i]! < thickest * 0.45) continue
          const kk = 1 - (1 - k) * (thickest / body.widths[i]!)
          if (kk < 0.1) continue
          const p = line(kk, i, i)[0]!
          // Dots keep off the back's marks by paper that holds.
          if (clearOf.some(([c, r]) => Math.hypot(p[0] - c[0], p[1] - c[1]) < r + d / 2 + 0.6)) continue
          if (!clear(p, i, weights.outline / 2 + d / 2 + 0.6)) continue
          // On a tight bend the back edge swings close to dots set by the normal alone.
          if (nearEdge(body, normals, side, p, i, weights.outline / 2 + d / 2 + 0.65)) continue
          sk.dot(p, d)
        }
      }
    }
  }
}

/** Whether `q` lies within `margin` of the body's edge on `side` near sample `i`. */
function nearEdge(body: Body, normals: Pt[], side: number, q: Pt, i: number, margin: number): boolean {
  const reach = Math.ceil(Math.max(...body.widths))
  for (let j = Math.max(0, i - reach); j <= Math.min(body.spine.length - 1, i + reach); j++) {
    const h = (body.widths[j]! / 2) * side
    const e: Pt = [body.spine[j]![0] + normals[j]![0] * h, body.spine[j]![1] + normals[j]![1] * h]
    if (Math.hypot(e[0] - q[0], e[1] - q[1]) < margin) return true
  }
  return false
}
