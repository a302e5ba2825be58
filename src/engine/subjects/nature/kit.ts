import { linesAcross } from '../../flowers/model.ts'
import { insideRing, signedArea, smoothThrough } from '../../geometry/curves.ts'
import { shade } from '../../ink/shade.ts'
import { MIN_LINE_MM } from '../../styles.ts'
import {
  apply,
  boxOf,
  dist,
  normalize,
  compose,
  rotation,
  scaling,
  translation,
  type Matrix,
  type Pt,
} from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame } from '../model.ts'

/**
 * Shared drawing habits of the nature subjects (moon, sun, mountain, pine, lotus, cherry
 * blossom): each is drawn in mm about its own centre (x right, y down), and the stage places,
 * mirrors and turns it into the composer's frame.
 */

/** Anchors in the drawing's own coordinates, before the stage moves them into the frame. */
export type LocalAnchors = Omit<SubjectAnchors, 'box'>

export interface Stage {
  /** The drawing's width and height in mm (the frame's box, cut to the form's aspect). */
  w: number
  h: number
  /** Draws `fn` in the drawing's own coordinates. */
  draw(fn: () => void): void
  /** The anchors moved into canvas mm; the box is the silhouette's. */
  anchors(local: LocalAnchors): SubjectAnchors
}

export function stage(sk: Sketch, frame: SubjectFrame, aspect: number): Stage {
  const { box } = frame
  const w = Math.min(box.w, box.h * aspect)
  const h = w / aspect
  const m: Matrix = compose(
    translation(box.x + box.w / 2, box.y + box.h / 2),
    rotation(frame.turn ?? 0),
    scaling(frame.mirror ? -1 : 1, 1),
  )
  const at = (p: Pt) => apply(m, p)
  return {
    w,
    h,
    draw: (fn) => sk.within(m, fn),
    anchors(local) {
      const silhouette = local.silhouette.map((r) => r.map(at))
      const out: SubjectAnchors = { box: boxOf(silhouette.flat()), silhouette }
      if (local.axis) out.axis = [at(local.axis[0]), at(local.axis[1])]
      if (local.girth !== undefined) out.girth = local.girth
      if (local.perch) out.perch = at(local.perch)
      if (local.spots) out.spots = local.spots.map(at)
      if (local.pierce) out.pierce = [at(local.pierce[0]), at(local.pierce[1])]
      if (local.focus) out.focus = at(local.focus)
      return out
    },
  }
}

/** Blackwork (and tribal) turn a subject's main masses into solid ink with paper-line detail. */
export const massive = (sk: Sketch): boolean => sk.style.id === 'blackwork' || sk.style.id === 'tribal'

/**
 * A part that hides what lies behind it, coloured and shaded as the style does; `solid` inks it
 * black throughout (the blackwork mass), leaving detail to the paper-coloured parts drawn over it.
 */
export function mass(
  sk: Sketch,
  rng: Random,
  outline: readonly Pt[],
  colour: string,
  {
    solid = false,
    towards,
    depth,
    widthMm = Infinity,
    weight = 'outline',
    avoid,
  }: {
    solid?: boolean
    towards?: Pt
    depth?: number
    widthMm?: number
    weight?: 'outline' | 'inner'
    /** Where shading must leave paper (parts drawn over this one later). */
    avoid?: (p: Pt) => boolean
  } = {},
): void {
  if (solid) {
    sk.shape(outline, weight)
    sk.fill([smoothThrough(outline, { closed: true, step: 0.5 })], 'shade', INK)
    return
  }
  sk.shape(outline, weight)
  const smooth = smoothThrough(outline, { closed: true, step: 0.5 })
  if (sk.inColour) sk.fill([smooth], 'colour', colour)
  else inkNarrows(sk, outline, sk.style.weights[weight])
  if (towards && depth && linesAcross(sk, widthMm) > 4.5) shadow(sk, rng, outline, towards, depth, colour, avoid)
}

/**
 * The style's shadow inside a part. Stippling is spaced here so that dots keep the print's paper
 * gap from each other and from the outline (the shared stipple packs them tighter than a needle
 * can hold apart at small sizes).
 */
export function shadow(
  sk: Sketch,
  rng: Random,
  outline: readonly Pt[],
  towards: Pt,
  depth: number,
  colour?: string,
  avoid?: (p: Pt) => boolean,
): void {
  const { shading } = sk.style
  if (shading !== 'stipple' && shading !== 'whip') {
    shade(sk, rng, outline, { towards, depth, colour })
    return
  }
  // A coarse copy of the outline is enough to test against; the edge margin allows for its chords.
  const smooth = smoothThrough(outline, { closed: true, step: 1.2 })
  const d = Math.max(sk.style.weights.detail, MIN_LINE_MM)
  const gap = d + 0.75
  const edge = sk.style.weights.outline / 2 + d / 2 + 0.85
  const box = boxOf(smooth)
  const deepest = Math.max(...smooth.map((p) => p[0] * towards[0] + p[1] * towards[1]))
  const area = (box.maxX - box.minX) * (box.maxY - box.minY)
  const tries = Math.min(500, Math.ceil(area / (gap * gap * 1.2)))
  const taken: Pt[] = []
  for (let i = 0; i < tries; i++) {
    const p: Pt = [rng.range(box.minX, box.maxX), rng.range(box.minY, box.maxY)]
    const into = 1 - (deepest - (p[0] * towards[0] + p[1] * towards[1])) / depth
    if (into <= 0 || !rng.chance(0.15 + 0.85 * Math.min(1, into))) continue
    if (taken.some((o) => Math.abs(o[0] - p[0]) < gap && dist(o, p) < gap)) continue
    if (avoid?.(p) || nearEdge(p, smooth, edge) || !insideRing(p, smooth)) continue
    taken.push(p)
    sk.dot(p, d)
  }
}

/**
 * Inks the sharp points of an outlined part (a ray's, a star's, a petal's tip) as far in as the
 * paper inside would be thinner than a needle keeps open: a wedge cut square across the point,
 * so the paper left meets the outline at a corner, not in a sliver.
 */
export function inkNarrows(sk: Sketch, outline: readonly Pt[], lineMm: number): void {
  const n = outline.length
  let coarse: Pt[] | undefined
  const turn = Math.sign(signedArea(outline))
  const wedges: Pt[][] = []
  const apart = (i: number, step: number): Pt | undefined => {
    for (let k = 1; k < n; k++) {
      const q = outline[(i + step * k + n * k) % n]!
      if (dist(q, outline[i]!) > lineMm * 0.8) return q
    }
    return undefined
  }
  for (let i = 0; i < n; i++) {
    const p = outline[i]!
    const a = apart(i, -1)
    const b = apart(i, 1)
    if (!a || !b) continue
    const u = normalize([a[0] - p[0], a[1] - p[1]])
    const v = normalize([b[0] - p[0], b[1] - p[1]])
    const cross = u[0] * v[1] - u[1] * v[0]
    const angle = Math.acos(Math.max(-1, Math.min(1, u[0] * v[0] + u[1] * v[1])))
    // Only convex points (the outline turns the ring's way there) narrower than a right angle.
    if (angle > Math.PI * 0.55 || Math.sign(cross) === turn) continue
    let reach = Math.min((lineMm + 0.8) / (2 * Math.sin(angle / 2)), dist(a, p), dist(b, p))
    // On a curved point the wedge's corners may stand proud of the outline: pull them in until
    // they lie inside it (or within the line, which hides them).
    const wedge = (k: number): Pt[] => [p, [p[0] + u[0] * k, p[1] + u[1] * k], [p[0] + v[0] * k, p[1] + v[1] * k]]
    coarse ??= smoothThrough(outline, { closed: true, step: Math.max(lineMm / 2, 0.4) })
    const ring = coarse
    const fits = (q: Pt) => insideRing(q, ring) || nearEdge(q, ring, lineMm / 2)
    for (let tries = 0; tries < 6 && !wedge(reach).slice(1).every(fits); tries++) reach *= 0.85
    wedges.push(wedge(reach))
  }
  // Each wedge on its own: wound opposite ways, overlapping wedges would cancel under non-zero.
  for (const w of wedges) sk.fill([w], 'shade', INK)
}

function nearEdge(p: Pt, ring: readonly Pt[], within: number): boolean {
  for (const q of ring) if (Math.abs(q[0] - p[0]) < within && dist(p, q) < within) return true
  return false
}

/** Points round an ellipse, starting at angle `from` (radians, y down). */
export function ring(c: Pt, rx: number, ry = rx, n = 24, from = 0): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = from + (i / n) * Math.PI * 2
    return [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry] as Pt
  })
}

/** A star of `points` points as a straight-edged polygon (its corners must stay sharp). */
export function star(c: Pt, outer: number, inner: number, points: number, turn = -Math.PI / 2): Pt[] {
  return Array.from({ length: points * 2 }, (_, i) => {
    const a = turn + (i * Math.PI) / points
    const r = i % 2 === 0 ? outer : inner
    return [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r] as Pt
  })
}

/**
 * A polygon that keeps its corners when the sketch smooths it: each corner is pinned by points a
 * hair either side of it along its edges.
 */
export function sharp(poly: readonly Pt[], pin = 0.02): Pt[] {
  const out: Pt[] = []
  const n = poly.length
  for (let i = 0; i < n; i++) {
    const p = poly[i]!
    const prev = poly[(i - 1 + n) % n]!
    const next = poly[(i + 1) % n]!
    out.push([p[0] + (prev[0] - p[0]) * pin, p[1] + (prev[1] - p[1]) * pin], p, [
      p[0] + (next[0] - p[0]) * pin,
      p[1] + (next[1] - p[1]) * pin,
    ])
  }
  return out
}

/** Whether `mm` holds `lines` outline widths plus the print's paper gaps between them. */
export const holds = (sk: Sketch, mm: number, lines: number): boolean => linesAcross(sk, mm) >= lines

/** Centre-to-centre spacing for parallel lines of this weight that keeps 0.5 mm of paper (plus a margin). */
export const spacing = (sk: Sketch, weight: 'outline' | 'inner' | 'detail' = 'inner'): number =>
  sk.style.weights[weight] + sk.style.weights.outline * 0.5 + 0.7

/**
 * A line of paper cut through a solid mass drawn before it (blackwork's negative-space detail):
 * an even band, never narrower than the print's paper gap, so it does not taper into a sliver.
 */
export function paperLine(sk: Sketch, pts: readonly Pt[], widthMm: number): void {
  const line = smoothThrough(pts, { step: 0.5 })
  const half = Math.max(widthMm, 0.8) / 2
  const left: Pt[] = []
  const right: Pt[] = []
  line.forEach((p, i) => {
    const a = line[Math.max(0, i - 1)]!
    const b = line[Math.min(line.length - 1, i + 1)]!
    const l = dist(a, b) || 1
    const n: Pt = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l]
    left.push([p[0] + n[0] * half, p[1] + n[1] * half])
    right.push([p[0] - n[0] * half, p[1] - n[1] * half])
  })
  sk.element([...left, ...right.reverse()])
}

/** The convex hull of some points (monotone chain), as a closed ring: a subject's rough silhouette. */
export function hull(points: readonly Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (pts.length < 3) return pts
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: Pt[] = []
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: Pt[] = []
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

/**
 * Inks the narrow wedge of paper where two outlines cross at a shallow angle (a branch tier's hem
 * over the flank of the tier below): from the crossing of segments a and b, towards a[1] and
 * b[1], as far as the paper between them would be thinner than the print holds.
 */
export function inkCrossing(sk: Sketch, a: [Pt, Pt], b: [Pt, Pt], lineMm: number): void {
  const d1: Pt = [a[1][0] - a[0][0], a[1][1] - a[0][1]]
  const d2: Pt = [b[1][0] - b[0][0], b[1][1] - b[0][1]]
  const den = d1[0] * d2[1] - d1[1] * d2[0]
  if (Math.abs(den) < 1e-9) return
  const t = ((b[0][0] - a[0][0]) * d2[1] - (b[0][1] - a[0][1]) * d2[0]) / den
  const j: Pt = [a[0][0] + d1[0] * t, a[0][1] + d1[1] * t]
  const u = normalize([a[1][0] - j[0], a[1][1] - j[1]])
  const v = normalize([b[1][0] - j[0], b[1][1] - j[1]])
  const angle = Math.acos(Math.max(-1, Math.min(1, u[0] * v[0] + u[1] * v[1])))
  if (angle > Math.PI * 0.6 || angle < 1e-3) return
  const reach = Math.min((lineMm + 0.8) / (2 * Math.sin(angle / 2)), dist(j, a[1]), dist(j, b[1]))
  sk.fill([[j, [j[0] + u[0] * reach, j[1] + u[1] * reach], [j[0] + v[0] * reach, j[1] + v[1] * reach]]], 'shade', INK)
}
