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
    inkCrossings(sk, outline, sk.style.weights[weight])
    return
  }
  sk.shape(outline, weight)
  const smooth = smoothThrough(outline, { closed: true, step: 0.5 })
  if (sk.inColour) sk.fill([smooth], 'colour', colour)
  else inkNarrows(sk, outline, sk.style.weights[weight])
  // Colour fills the parts, not the paper between them, so crossings are inked in every mode.
  inkCrossings(sk, outline, sk.style.weights[weight])
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

interface DrawnPart {
  ring: Pt[]
  line: number
  box?: { minX: number; minY: number; maxX: number; maxY: number }
}

const PARTS = new WeakMap<Sketch, DrawnPart[]>()

/** The parts `mass` has outlined in this sketch so far, back to front (in drawing coordinates). */
function drawnParts(sk: Sketch): DrawnPart[] {
  const known = PARTS.get(sk)
  if (known) return known
  const parts: DrawnPart[] = []
  PARTS.set(sk, parts)
  return parts
}

const coarseRing = (outline: readonly Pt[], lineMm: number): Pt[] =>
  smoothThrough(outline, { closed: true, step: Math.max(0.6, lineMm / 2) })

/**
 * Where this part's outline crosses the outline of a part behind it at a shallow angle, the
 * paper between the two lines just outside this part narrows to a sliver; it is inked over as far
 * as it is thinner than the print holds. Crossings hidden by parts drawn in between are skipped.
 */
function inkCrossings(sk: Sketch, outline: readonly Pt[], lineMm: number): void {
  const parts = drawnParts(sk)
  const ring = coarseRing(outline, lineMm)
  const box = boxOf(ring)
  for (let k = 0; k < parts.length; k++) {
    const old = parts[k]!
    old.box ??= boxOf(old.ring)
    const ob = old.box
    if (ob.minX > box.maxX || ob.maxX < box.minX || ob.minY > box.maxY || ob.maxY < box.minY) continue
    const width = Math.max(lineMm, old.line)
    // Only the old outline's segments that reach into this part's box can cross it.
    const near: number[] = []
    for (let j = 0; j < old.ring.length; j++) {
      const b0 = old.ring[j]!
      const b1 = old.ring[(j + 1) % old.ring.length]!
      if (Math.max(b0[0], b1[0]) < box.minX || Math.min(b0[0], b1[0]) > box.maxX) continue
      if (Math.max(b0[1], b1[1]) < box.minY || Math.min(b0[1], b1[1]) > box.maxY) continue
      near.push(j)
    }
    if (near.length === 0) continue
    for (let i = 0; i < ring.length; i++) {
      const a0 = ring[i]!
      const a1 = ring[(i + 1) % ring.length]!
      if (Math.max(a0[0], a1[0]) < ob.minX || Math.min(a0[0], a1[0]) > ob.maxX) continue
      if (Math.max(a0[1], a1[1]) < ob.minY || Math.min(a0[1], a1[1]) > ob.maxY) continue
      for (const j of near) {
        const b0 = old.ring[j]!
        const b1 = old.ring[(j + 1) % old.ring.length]!
        if (Math.max(b0[0], b1[0]) < Math.min(a0[0], a1[0]) || Math.min(b0[0], b1[0]) > Math.max(a0[0], a1[0])) continue
        if (Math.max(b0[1], b1[1]) < Math.min(a0[1], a1[1]) || Math.min(b0[1], b1[1]) > Math.max(a0[1], a1[1])) continue
        const hit = crossing(a0, a1, b0, b1)
        if (!hit) continue
        // The old line's run outside this part, and the side of this part's edge it leaves by.
        const dO = normalize([b1[0] - b0[0], b1[1] - b0[1]])
        const probe: Pt = [hit[0] + dO[0] * 0.3, hit[1] + dO[1] * 0.3]
        const out: Pt = insideRing(probe, ring) ? [-dO[0], -dO[1]] : dO
        const seen: Pt = [hit[0] + out[0] * (width + 0.3), hit[1] + out[1] * (width + 0.3)]
        if (parts.slice(k + 1).some((p) => insideRing(seen, p.ring))) continue
        const dN = normalize([a1[0] - a0[0], a1[1] - a0[1]])
        const dot = out[0] * dN[0] + out[1] * dN[1]
        const along: Pt = dot >= 0 ? dN : [-dN[0], -dN[1]]
        const angle = Math.acos(Math.min(1, Math.abs(dot)))
        // Lines that run together (a cap retracing its peak's flank) leave no paper between them.
        if (angle > Math.PI * 0.36 || angle < 0.12) continue
        let reach = Math.min((width + 0.8) / (2 * Math.sin(angle / 2)), width * 4 + 2)
        // Both far corners must still lie on their lines: past a bend or an end, the wedge would
        // stick out into open paper.
        const corners = (r: number): [Pt, Pt] => [
          [hit[0] + out[0] * r, hit[1] + out[1] * r],
          [hit[0] + along[0] * r, hit[1] + along[1] * r],
        ]
        let tries = 0
        while (
          tries < 5 &&
          !(nearEdge(corners(reach)[0], old.ring, width * 0.5 + 0.2) && nearEdge(corners(reach)[1], ring, lineMm * 0.5 + 0.2))
        ) {
          reach *= 0.75
          tries++
        }
        if (tries === 5) continue
        sk.fill([[hit, ...corners(reach)]], 'shade', INK)
      }
    }
  }
  parts.push({ ring, line: lineMm, box })
}

/** Where segments a and b cross, if they do. */
function crossing(a0: Pt, a1: Pt, b0: Pt, b1: Pt): Pt | null {
  const dx = a1[0] - a0[0]
  const dy = a1[1] - a0[1]
  const ex = b1[0] - b0[0]
  const ey = b1[1] - b0[1]
  const den = dx * ey - dy * ex
  if (Math.abs(den) < 1e-12) return null
  const t = ((b0[0] - a0[0]) * ey - (b0[1] - a0[1]) * ex) / den
  const u = ((b0[0] - a0[0]) * dy - (b0[1] - a0[1]) * dx) / den
  if (t < 0 || t >= 1 || u < 0 || u >= 1) return null
  return [a0[0] + dx * t, a0[1] + dy * t]
}
