import type { Pt } from '../geometry/vec.ts'

/** The print rule's narrowest paper between two inks, mm. */
export const MIN_PAPER_MM = 0.5

/**
 * The paper drawing code plans for between two inks: a little over the rule, so that wobble,
 * smoothing and pixel steps do not take it under.
 */
export const PAPER_MM = 0.55

/** A turn sharper than this (between one sample's direction and the next) makes a point. */
const SHARP = Math.cos((40 * Math.PI) / 180)

/**
 * Ink for the paper that a sharp point of a closed line leaves too narrow to stay open in skin:
 * between the two arms of the point, the paper starts where the arms' inner edges meet and widens
 * slowly; an artist packs it solid until it is half a millimetre wide. One triangle per point,
 * computed from the centre line alone (no polygon clipping), in the acute wedge between the arms,
 * whichever side of the outline that lies on.
 */
export function tipPacking(points: readonly Pt[], widths: readonly number[], closed = true): Pt[][] {
  const n = points.length
  const out: Pt[][] = []
  if (n < 8) return out
  // The arms are read about 2 mm either side: the smoothing rounds a point over a millimetre or
  // so, and read closer, its arms look wider apart than the point's real angle.
  let length = 0
  for (let i = 0; i < n - (closed ? 0 : 1); i++)
    length += Math.hypot(points[(i + 1) % n]![0] - points[i]![0], points[(i + 1) % n]![1] - points[i]![1])
  const k = Math.max(2, Math.min(Math.floor(n / 4), Math.round((2 * n) / Math.max(length, 1e-9))))
  for (let i = closed ? 0 : k + 1; i < (closed ? n : n - k - 1); i++) {
    const v = points[i]!
    const a = points[(i - k + n) % n]!
    const b = points[(i + k) % n]!
    const ux = a[0] - v[0]
    const uy = a[1] - v[1]
    const wx = b[0] - v[0]
    const wy = b[1] - v[1]
    const lu = Math.hypot(ux, uy)
    const lw = Math.hypot(wx, wy)
    if (lu === 0 || lw === 0) continue
    // Angle between the arms: a point is where they fold back on each other.
    const cos = (ux * wx + uy * wy) / (lu * lw)
    if (cos < -SHARP) continue
    // Only the sample where the arms close most, so a rounded point gets one triangle.
    if (armsCos(points, i - 1, k) > cos || armsCos(points, i + 1, k) >= cos) continue
    const half = Math.acos(Math.max(-1, Math.min(1, cos))) / 2
    const bx = ux / lu + wx / lw
    const by = uy / lu + wy / lw
    const bl = Math.hypot(bx, by)
    if (bl === 0 || half <= 0.01) continue
    const dir: Pt = [bx / bl, by / bl]
    const across: Pt = [-dir[1], dir[0]]
    const w = widths[i]! / 2
    // Where the arms' inner edges meet, and how far on the paper between them reaches the rule.
    const meet = w / Math.sin(half)
    const reach = meet + MIN_PAPER_MM / 2 / Math.tan(half)
    const base: Pt = [v[0] + dir[0] * reach, v[1] + dir[1] * reach]
    const spread = MIN_PAPER_MM / 2 + w * 0.2
    out.push([
      v,
      [base[0] + across[0] * spread, base[1] + across[1] * spread],
      [base[0] - across[0] * spread, base[1] - across[1] * spread],
    ])
  }
  return out
}

/** Cosine of the angle between the arms `k` samples either side of sample `i` (1 = folded back). */
function armsCos(points: readonly Pt[], i: number, k: number): number {
  const n = points.length
  const v = points[(i + n) % n]!
  const a = points[(i - k + 2 * n) % n]!
  const b = points[(i + k) % n]!
  const ux = a[0] - v[0]
  const uy = a[1] - v[1]
  const wx = b[0] - v[0]
  const wy = b[1] - v[1]
  const l = Math.hypot(ux, uy) * Math.hypot(wx, wy)
  return l === 0 ? -1 : (ux * wx + uy * wy) / l
}
