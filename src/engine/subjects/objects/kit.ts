import { channels } from '../../colour.ts'
import { linesAcross } from '../../flowers/model.ts'
import { Coverage } from '../../geometry/coverage.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import { apply, boxOf, compose, dist, lerp, rotation, scaling, translation, type Matrix, type Pt } from '../../geometry/vec.ts'
import { shade } from '../../ink/shade.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame } from '../model.ts'

/**
 * Shared drawing helpers for the object subjects (dagger, heart, anchor, cross, compass, clock):
 * each is drawn in millimetres about its own centre, upright, then placed, mirrored and turned
 * into the frame by one transform, so line widths stay the style's own.
 */

export const STEEL = '#dfe4e8'
export const PALE = '#f4efe4'
export const WHITE = '#ffffff'

/** Where a drawing stands: local mm about the centre → canvas mm, and the size it has to fill. */
export interface Stage {
  m: Matrix
  /** Natural width and height in mm (the frame's box fitted to the form's aspect, less an outline). */
  w: number
  h: number
  /** Outline width of the style, mm. */
  ow: number
}

export function stage(sk: Sketch, frame: SubjectFrame, aspect: number): Stage {
  const ow = sk.style.weights.outline
  const { x, y, w, h } = frame.box
  // The outline is inked half outside the geometry: keep the inked edge inside the box.
  const fitH = Math.max(1, Math.min(h - ow, (w - ow) / aspect))
  const m = compose(translation(x + w / 2, y + h / 2), rotation(frame.turn ?? 0), scaling(frame.mirror ? -1 : 1, 1))
  return { m, w: fitH * aspect, h: fitH, ow }
}

/** Local anchors (mm about the centre) in canvas mm; `box` is what the silhouette's ink covers. */
export function anchorsOf(st: Stage, local: Omit<SubjectAnchors, 'box'>): SubjectAnchors {
  const put = (p: Pt) => apply(st.m, p)
  const silhouette = local.silhouette.map((r) => r.map(put))
  const b = boxOf(silhouette.flat())
  const half = st.ow / 2
  return {
    box: { minX: b.minX - half, minY: b.minY - half, maxX: b.maxX + half, maxY: b.maxY + half },
    silhouette,
    ...(local.axis && { axis: [put(local.axis[0]), put(local.axis[1])] as [Pt, Pt] }),
    ...(local.girth !== undefined && { girth: local.girth }),
    ...(local.perch && { perch: put(local.perch) }),
    ...(local.spots && { spots: local.spots.map(put) }),
    ...(local.pierce && { pierce: [put(local.pierce[0]), put(local.pierce[1])] as [Pt, Pt] }),
    ...(local.focus && { focus: put(local.focus) }),
  }
}

/**
 * A closed outline from its right half, drawn from the top of the centre line down to its
 * bottom: the left half is its exact mirror image.
 */
export function mirrored(half: readonly Pt[]): Pt[] {
  const left = half
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => [-x, y] as Pt)
  return [...half, ...left]
}

/**
 * A polygon made ready for the smooth outline: points added near each corner and along each edge
 * so the spline runs straight along edges and turns sharply at corners (a blade's tip, a cross's
 * arm) instead of rounding them into a blob.
 */
export function crisp(poly: readonly Pt[], closed = true, near = 0.25, step = 3): Pt[] {
  const out: Pt[] = []
  const n = poly.length
  const edges = closed ? n : n - 1
  for (let i = 0; i < edges; i++) {
    const a = poly[i]!
    const b = poly[(i + 1) % n]!
    const d = dist(a, b)
    out.push(a)
    if (d < near * 4) continue
    const k = near / d
    out.push(lerp(a, b, k))
    const inner = Math.floor((d - 2 * near) / step)
    for (let j = 1; j <= inner; j++) out.push(lerp(a, b, k + ((1 - 2 * k) * j) / (inner + 1)))
    out.push(lerp(a, b, 1 - k))
  }
  if (!closed) out.push(poly[n - 1]!)
  return out
}

/** An ellipse's control points, starting at angle `from` (radians, y down). */
export function oval(c: Pt, rx: number, ry: number, n = 16, from = 0): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = from + (i / n) * Math.PI * 2
    return [c[0] + Math.cos(a) * rx, c[1] + Math.sin(a) * ry] as Pt
  })
}

/** The closed outline of a band round a centre line with a half-width at each point (a quillon, a rope). */
export function band(line: readonly Pt[], halfAt: (t: number) => number): Pt[] {
  const { left, right } = sides(line, halfAt)
  return [...left, ...right.reverse()]
}

/** The two edges of a band round a centre line (left is to the left going along the line, y down), and the line itself. */
export function sides(line: readonly Pt[], halfAt: (t: number) => number): { left: Pt[]; right: Pt[]; centre: Pt[] } {
  const pts = smoothThrough(line, { step: 0.8 })
  const n = pts.length
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i < n; i++) {
    const a = pts[Math.max(0, i - 1)]!
    const b = pts[Math.min(n - 1, i + 1)]!
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const l = Math.hypot(dx, dy) || 1
    const hw = halfAt(i / Math.max(1, n - 1))
    left.push([pts[i]![0] - (dy / l) * hw, pts[i]![1] + (dx / l) * hw])
    right.push([pts[i]![0] + (dy / l) * hw, pts[i]![1] - (dx / l) * hw])
  }
  return { left, right, centre: pts }
}

/**
 * Whether a part `widthMm` across leaves paper inside its outline that holds open at print size
 * (at least 0.9 mm, well over the 0.5 mm rule once ink spreads): narrower parts are inked solid.
 */
export const open = (sk: Sketch, widthMm: number, paper = 0.9): boolean => widthMm - sk.style.weights.outline >= paper

/** Styles that ink masses solid black and draw detail as paper left open. */
export const massive = (sk: Sketch): boolean => sk.style.id === 'blackwork' || sk.style.id === 'tribal'

export interface PieceOptions {
  /** The part's narrowest width, mm: too narrow to hold paper inside and it is inked solid. */
  widthMm: number
  /** Unit vector into the shadow side, and the shadow's depth in mm. */
  shadow?: { towards: Pt; depth: number }
  weight?: 'outline' | 'inner'
  /** Ink it solid black whatever its size (blackwork masses). */
  solid?: boolean
  /** Inner lines the shading keeps clear of. */
  avoid?: readonly (readonly Pt[])[]
}

/**
 * One part of an object: it hides what lies behind it, is coloured in colour mode, shaded the
 * style's way on its shadow side when wide enough, or inked solid when it is too narrow to keep
 * paper inside its outline.
 */
export function piece(sk: Sketch, rng: Random, ring: readonly Pt[], colour: string, o: PieceOptions): Pt[] {
  sk.shape(ring, o.weight ?? 'outline')
  const smooth = smoothThrough(ring, { closed: true, step: 0.5 })
  if (o.solid || !open(sk, o.widthMm)) {
    sk.fill([smooth], 'shade', INK)
    return smooth
  }
  if (sk.inColour) sk.fill([smooth], 'colour', colour)
  if (o.shadow && linesAcross(sk, o.widthMm) > 2.6) shadeSide(sk, rng, ring, { ...o.shadow, colour, avoid: o.avoid })
  return smooth
}

/** A line inside a part, drawn only when the part keeps paper of at least `paper` mm on each side of it. */
export function roomFor(sk: Sketch, widthMm: number, lines = 1, paper = 0.9): boolean {
  const w = sk.style.weights
  return widthMm - w.outline - lines * w.inner >= (lines + 1) * paper
}

/** The palette's gold (its most yellow colour), for hilts, frames and rims. */
export function gold(sk: Sketch): string {
  const score = (hex: string) => {
    const [r, g, b] = channels(hex)
    return Math.min(r, g) - b
  }
  return [...sk.style.palette].sort((a, b) => score(b) - score(a))[0] ?? '#d9a441'
}

/** The palette's red (or the frame's colour), for hearts and jewels. */
export function red(sk: Sketch, frame: SubjectFrame): string {
  if (frame.colour) return frame.colour
  const score = (hex: string) => {
    const [r, g, b] = channels(hex)
    return r - (g + b) / 2
  }
  return [...sk.style.palette].sort((a, b) => score(b) - score(a))[0] ?? '#c8102e'
}

/** The palette's blue, for jewels and compass faces. */
export function blue(sk: Sketch): string {
  const score = (hex: string) => {
    const [r, g, b] = channels(hex)
    return b - (r + g) / 2
  }
  return [...sk.style.palette].sort((a, b) => score(b) - score(a))[0] ?? '#1d4e89'
}

/**
 * Shadow inside a part on the side `towards` points to, the style's way. Stippled styles get dots
 * kept a print gap apart from each other, from the outline and from the part's inner lines
 * (`avoid`), so a stippled shadow never closes up into paper slivers under half a millimetre.
 */
export function shadeSide(
  sk: Sketch,
  rng: Random,
  ring: readonly Pt[],
  o: { towards: Pt; depth: number; colour?: string; avoid?: readonly (readonly Pt[])[] },
): void {
  const { shading, weights } = sk.style
  if (shading !== 'stipple' && shading !== 'whip') {
    shade(sk, rng, ring, o)
    return
  }
  const d = weights.detail
  const paper = 0.65
  const spacing = (d + paper) * 1.15
  const smooth = smoothThrough(ring, { closed: true, step: 0.5 })
  const b = boxOf(smooth)
  const cell = 0.25
  const cols = Math.ceil((b.maxX - b.minX) / cell) + 2
  const rows = Math.ceil((b.maxY - b.minY) / cell) + 2
  // Where a dot may sit: inside the part, clear of its outline and of the lines to avoid, found
  // by one lookup in a small bitmap instead of a distance to every line per try.
  const inside = new Coverage(b.maxX - b.minX, b.maxY - b.minY, cell)
  inside.add(smooth.map((p) => [p[0] - b.minX, p[1] - b.minY] as Pt))
  const blocked = new Uint8Array(cols * rows)
  // Lines to avoid may be outlines drawn over the part later (a banner across a heart).
  const clear = weights.outline / 2 + paper + d / 2
  const stamp = (line: readonly Pt[]) => {
    const r = Math.ceil(clear / cell)
    for (const p of line) {
      const cx = Math.round((p[0] - b.minX) / cell)
      const cy = Math.round((p[1] - b.minY) / cell)
      for (let y = Math.max(0, cy - r); y <= Math.min(rows - 1, cy + r); y++)
        for (let x = Math.max(0, cx - r); x <= Math.min(cols - 1, cx + r); x++)
          if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blocked[y * cols + x] = 1
    }
  }
  stamp(smooth)
  for (const line of o.avoid ?? []) stamp(smoothThrough(line, { step: 0.4 }))
  const deepest = Math.max(...smooth.map((p) => p[0] * o.towards[0] + p[1] * o.towards[1]))
  const placed = new Map<number, Pt[]>()
  const key = (x: number, y: number) => x * 65536 + y
  const tries = Math.min(700, Math.ceil(((b.maxX - b.minX) * (b.maxY - b.minY)) / (spacing * spacing)) * 2)
  for (let i = 0; i < tries; i++) {
    const p: Pt = [rng.range(b.minX, b.maxX), rng.range(b.minY, b.maxY)]
    const into = 1 - (deepest - (p[0] * o.towards[0] + p[1] * o.towards[1])) / Math.max(o.depth, 1e-6)
    if (into <= 0 || !rng.chance(0.2 + 0.8 * Math.min(1, into))) continue
    const local: Pt = [p[0] - b.minX, p[1] - b.minY]
    if (blocked[Math.round(local[1] / cell) * cols + Math.round(local[0] / cell)] || !inside.has(local)) continue
    const gx = Math.floor(local[0] / spacing)
    const gy = Math.floor(local[1] / spacing)
    let near = false
    for (let dx = -1; dx <= 1 && !near; dx++)
      for (let dy = -1; dy <= 1 && !near; dy++)
        near = (placed.get(key(gx + dx, gy + dy)) ?? []).some((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) < spacing)
    if (near) continue
    const k = key(gx, gy)
    placed.set(k, [...(placed.get(k) ?? []), p])
    sk.dot(p, d)
  }
}
