import { arcLengths, pointAtLength } from '../geometry/curves.ts'
import { compose, rotation, translation, type Matrix, type Pt } from '../geometry/vec.ts'
import type { ShapedGlyph, ShapedLine } from './shape-line.ts'

/**
 * Where a glyph goes: from line space (mm) to the page, either rigidly (`matrix`) or bent along
 * the curve (`bend`, for joined-up script, whose letters must still meet after the curve has
 * turned them), and its centre and turn there.
 */
export interface Placement {
  glyph: ShapedGlyph
  line: number
  matrix: Matrix
  bend: ((p: Pt) => Pt) | null
  centre: Pt
  angle: number
}

export type Layout =
  | { kind: 'straight'; align?: 'center' }
  | { kind: 'arc'; radiusMm: number; direction: 'up' | 'down' }
  | { kind: 'path'; path: readonly Pt[] }

/** Horizontal ink extent of a shaped line, mm (its advance when nothing is inked). */
export function inkSpan(line: ShapedLine): [number, number] {
  let left = Infinity
  let right = -Infinity
  for (const g of line.glyphs) {
    const r = g.outline
    if (r.rings.length === 0) continue
    left = Math.min(left, g.x + r.minX * g.scale)
    right = Math.max(right, g.x + r.maxX * g.scale)
  }
  return left <= right ? [left, right] : [0, line.width]
}

/** Vertical ink extent of a shaped line relative to its baseline, mm (y down). */
function inkRise(line: ShapedLine, capHeightMm: number): [number, number] {
  let top = Infinity
  let bottom = -Infinity
  for (const g of line.glyphs) {
    const r = g.outline
    if (r.rings.length === 0) continue
    top = Math.min(top, g.y + r.minY * g.scale)
    bottom = Math.max(bottom, g.y + r.maxY * g.scale)
  }
  return top <= bottom ? [top, bottom] : [-capHeightMm, 0]
}

/** The pivot of a glyph in line space: the middle of its cap height, halfway across its letter. */
const pivotOf = (g: ShapedGlyph, capHeightMm: number): Pt => [g.pivot, -capHeightMm / 2]

/** Lines stacked and each centred on x = 0 by its ink; the block centred on y = 0 by its cap heights. */
function straight(lines: readonly ShapedLine[], capHeightMm: number): Placement[] {
  const pitch = capHeightMm * 1.55
  const gap = capHeightMm * 0.2
  const baselines: number[] = []
  let baseline = 0
  let previousBottom: number | null = null
  for (const line of lines) {
    const [top, bottom] = inkRise(line, capHeightMm)
    if (previousBottom !== null) baseline += Math.max(pitch, previousBottom - top + gap)
    baselines.push(baseline)
    previousBottom = line.glyphs.length > 0 ? bottom : 0
  }
  const shiftY = -(baselines[baselines.length - 1]! - capHeightMm) / 2
  const out: Placement[] = []
  lines.forEach((line, i) => {
    const [left, right] = inkSpan(line)
    const dx = -(left + right) / 2
    const dy = baselines[i]! + shiftY
    for (const glyph of line.glyphs) {
      const [px, py] = pivotOf(glyph, capHeightMm)
      out.push({ glyph, line: i, matrix: translation(dx, dy), bend: null, centre: [px + dx, py + dy], angle: 0 })
    }
  })
  return out
}

/** Moves a glyph's pivot to `at`, turned by `angle` (radians, clockwise on the page). */
function rigid(glyph: ShapedGlyph, capHeightMm: number, at: Pt, angle: number, line: number): Placement {
  const [px, py] = pivotOf(glyph, capHeightMm)
  return {
    glyph,
    line,
    matrix: compose(translation(at[0], at[1]), rotation(angle), translation(-px, -py)),
    bend: null,
    centre: at,
    angle,
  }
}

/**
 * Text on a circle around (0, 0), letters upright to the curve, the cap-height middle on the
 * circle: 'up' reads clockwise over the top, 'down' reads left to right along the bottom with the
 * letters' tops towards the centre. Arc length is measured on the circle itself.
 */
function arc(
  line: ShapedLine,
  capHeightMm: number,
  radius: number,
  direction: 'up' | 'down',
  bends: (g: ShapedGlyph) => boolean,
): Placement[] {
  const [left, right] = inkSpan(line)
  const middle = (left + right) / 2
  const sign = direction === 'up' ? 1 : -1
  // Line space to the page: x runs round the circle, height above the cap middle runs outwards
  // ('up') or inwards ('down').
  const onCircle = ([x, y]: Pt): Pt => {
    const theta = (x - middle) / radius
    const r = radius - sign * (y + capHeightMm / 2)
    return [r * Math.sin(theta), -sign * r * Math.cos(theta)]
  }
  return line.glyphs.map((g) => {
    const theta = (g.pivot - middle) / radius
    const placed = rigid(g, capHeightMm, onCircle([g.pivot, -capHeightMm / 2]), sign * theta, 0)
    return bends(g) ? { ...placed, bend: onCircle } : placed
  })
}

/** A point at arc length s, carried on straight past either end. */
function along(path: readonly Pt[], lengths: readonly number[], s: number): Pt {
  const total = lengths[lengths.length - 1]!
  const n = path.length
  if (s < 0 && n > 1) {
    const [a, b] = [path[0]!, path[1]!]
    const d = lengths[1]! || 1
    return [a[0] + ((b[0] - a[0]) * s) / d, a[1] + ((b[1] - a[1]) * s) / d]
  }
  if (s > total && n > 1) {
    const [a, b] = [path[n - 2]!, path[n - 1]!]
    const d = total - lengths[n - 2]! || 1
    return [b[0] + ((b[0] - a[0]) * (s - total)) / d, b[1] + ((b[1] - a[1]) * (s - total)) / d]
  }
  return pointAtLength(path, lengths, s)
}

/** Unit tangents at the vertices of a polyline: the mean of the two edges meeting there. */
function vertexTangents(path: readonly Pt[]): Pt[] {
  const n = path.length
  const edge = (i: number): Pt => {
    const a = path[Math.max(0, Math.min(n - 2, i))]!
    const b = path[Math.max(1, Math.min(n - 1, i + 1))]!
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    return [(b[0] - a[0]) / l, (b[1] - a[1]) / l]
  }
  return path.map((_, i) => {
    const a = edge(i - 1)
    const b = edge(i)
    const t: Pt = [a[0] + b[0], a[1] + b[1]]
    const l = Math.hypot(t[0], t[1])
    return l > 1e-9 ? [t[0] / l, t[1] / l] : b
  })
}

/**
 * Text along a polyline, centred on its length. Letters stand on the left of the direction of
 * travel, so a left-to-right path reads upright. Rigid letters turn to the chord across their own
 * width (steadier than one segment's direction where the polyline has corners); bent ones follow
 * a tangent blended along each segment, so the outline stays whole across the path's vertices.
 */
function onPath(line: ShapedLine, capHeightMm: number, path: readonly Pt[], bends: (g: ShapedGlyph) => boolean): Placement[] {
  if (path.length < 2) return straight([line], capHeightMm)
  const lengths = arcLengths(path)
  const total = lengths[lengths.length - 1]!
  const [left, right] = inkSpan(line)
  const start = total / 2 - (left + right) / 2
  const tangents = vertexTangents(path)
  const last = path.length - 1
  const tangentAt = (s: number): Pt => {
    if (s <= 0) return tangents[0]!
    if (s >= total) return tangents[last]!
    let lo = 0
    let hi = last
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1
      if (lengths[mid]! < s) lo = mid
      else hi = mid
    }
    const span = lengths[hi]! - lengths[lo]! || 1
    const t = (s - lengths[lo]!) / span
    const a = tangents[lo]!
    const b = tangents[hi]!
    const v: Pt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
    const l = Math.hypot(v[0], v[1]) || 1
    return [v[0] / l, v[1] / l]
  }
  const onLine = ([x, y]: Pt): Pt => {
    const s = start + x
    const p = along(path, lengths, s)
    const t = tangentAt(s)
    const up = -(y + capHeightMm / 2)
    return [p[0] + t[1] * up, p[1] - t[0] * up]
  }
  return line.glyphs.map((g) => {
    const s = start + g.pivot
    if (bends(g)) {
      const t = tangentAt(s)
      return { ...rigid(g, capHeightMm, along(path, lengths, s), Math.atan2(t[1], t[0]), 0), bend: onLine }
    }
    const half = Math.max(g.width, capHeightMm * 0.5) / 2
    const a = along(path, lengths, s - half)
    const b = along(path, lengths, s + half)
    return rigid(g, capHeightMm, along(path, lengths, s), Math.atan2(b[1] - a[1], b[0] - a[0]), 0)
  })
}

/** `bends`: which glyphs bend along a curve rather than turn whole (joined-up script). */
export function placeLines(
  lines: readonly ShapedLine[],
  layout: Layout,
  capHeightMm: number,
  bends: (g: ShapedGlyph) => boolean,
): Placement[] {
  if (layout.kind === 'straight') return straight(lines, capHeightMm)
  const line = lines[0]!
  if (layout.kind === 'arc') return arc(line, capHeightMm, layout.radiusMm, layout.direction, bends)
  return onPath(line, capHeightMm, layout.path, bends)
}
