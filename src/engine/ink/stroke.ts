import { getStroke } from 'perfect-freehand'
import { bandBetween } from '../geometry/clip.ts'
import { arcLengths, polylineLength } from '../geometry/curves.ts'
import { add, normalize, perp, scale, sub, type Pt } from '../geometry/vec.ts'
import { MIN_LINE_MM } from '../styles.ts'

/** How a line's width runs along it. */
export interface WidthProfile {
  /** Full width in mm. */
  width: number
  /** Thin the ends towards `min` over this share of the line (each end), 0 for even lines. */
  taper: number
  /** Width at the very ends when tapering; never below MIN_LINE_MM. */
  min?: number
  /** Swell in the middle (brush-like), as a share of the width: 0.15 = 15 % fuller mid-line. */
  swell?: number
}

const smoothstep = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x))

/** Width at each point of a line, in mm, honouring the floor. */
export function widthsAlong(points: readonly Pt[], profile: WidthProfile): number[] {
  const lengths = arcLengths(points)
  const total = lengths[lengths.length - 1] ?? 0
  const min = Math.max(MIN_LINE_MM, profile.min ?? profile.width * 0.45)
  const taperLength = Math.min(total / 2, Math.max(profile.taper * total, 0))
  return lengths.map((s) => {
    const fromEnd = Math.min(s, total - s)
    const t = taperLength > 0 ? smoothstep(fromEnd / taperLength) : 1
    const swell = 1 + (profile.swell ?? 0) * Math.sin((Math.PI * s) / Math.max(total, 1e-9))
    return Math.max(MIN_LINE_MM, min + (profile.width * swell - min) * t)
  })
}

/**
 * The filled outline of an open line (a closed ring), round-capped, with the given widths.
 * perfect-freehand builds the outline; pressure carries the width: with thinning 1 its diameter
 * is 2 · size · pressure.
 */
export function outlineOpen(points: readonly Pt[], widths: readonly number[]): Pt[] {
  if (points.length === 1 || polylineLength(points) < 1e-6) {
    const r = Math.max(widths[0] ?? MIN_LINE_MM, MIN_LINE_MM) / 2
    return circleRing(points[0]!, r)
  }
  // perfect-freehand has thresholds meant for screen pixels; lines in mm are drawn 20× larger
  // and scaled back, or short strokes come out as blobs.
  const k = 20
  const size = Math.max(...widths) * k
  const input = points.map((p, i) => [p[0] * k, p[1] * k, (widths[i]! * k) / (2 * size)])
  const ring = getStroke(input, {
    size,
    thinning: 1,
    smoothing: 0.4,
    streamline: 0,
    simulatePressure: false,
    easing: (p) => p,
    start: { cap: true, taper: 0 },
    end: { cap: true, taper: 0 },
    last: true,
  })
  return ring.map(([x, y]) => [x! / k, y! / k] as Pt)
}

/**
 * A closed line as a band: the outline offset outwards minus the outline offset inwards, each
 * cleared of the loops offsetting makes where the shape is narrower than the line (a leaf tip),
 * so narrow ends fill solid instead of showing specks of paper.
 */
export function outlineClosed(points: readonly Pt[], widths: readonly number[]): Pt[][] {
  const n = points.length
  const outer: Pt[] = []
  const inner: Pt[] = []
  // Offsets go to the left and right of the direction of travel; which one is outside depends
  // on the ring's orientation, and the untangling below does not care.
  for (let i = 0; i < n; i++) {
    const prev = points[(i - 1 + n) % n]!
    const next = points[(i + 1) % n]!
    const normal = perp(normalize(sub(next, prev)))
    const half = widths[i]! / 2
    outer.push(add(points[i]!, scale(normal, half)))
    inner.push(add(points[i]!, scale(normal, -half)))
  }
  return bandBetween(outer, inner)
}

/** A circle as a polygon fine enough to look round at print size. */
export function circleRing(centre: Pt, r: number): Pt[] {
  const n = Math.max(8, Math.min(48, Math.ceil((2 * Math.PI * r) / 0.25)))
  const out: Pt[] = []
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n
    out.push([centre[0] + Math.cos(a) * r, centre[1] + Math.sin(a) * r])
  }
  return out
}
