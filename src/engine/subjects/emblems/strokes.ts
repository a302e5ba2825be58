import { smoothThrough } from '../../geometry/curves.ts'
import type { Pt } from '../../geometry/vec.ts'

/**
 * A tapering stroke as a filled outline, thick at its root and pointed at its tip, along a smooth
 * path: an eyelash, a sun ray. A needle line of constant width reads as wire; a whip of the
 * machine thins to nothing, and that is what flash lashes and rays look like.
 */
export function spike(path: readonly Pt[], rootWidth: number, tipWidth = 0): Pt[] {
  const line = smoothThrough(path, { step: Math.max(0.3, rootWidth * 0.25) })
  const n = line.length
  if (n < 2) return []
  const left: Pt[] = []
  const right: Pt[] = []
  for (let i = 0; i < n; i++) {
    const a = line[Math.max(0, i - 1)]!
    const b = line[Math.min(n - 1, i + 1)]!
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const l = Math.hypot(dx, dy) || 1
    const u = i / (n - 1)
    // A slight belly keeps the root full before it narrows, like a stroke flicked off the skin.
    const half = (tipWidth + (rootWidth - tipWidth) * (1 - u) ** 0.85) / 2
    const p = line[i]!
    left.push([p[0] - (dy / l) * half, p[1] + (dx / l) * half])
    right.push([p[0] + (dy / l) * half, p[1] - (dx / l) * half])
  }
  return [...left, ...right.reverse()]
}

/** A circle as `n` control points (for smooth closed curves). */
export function circle(c: Pt, r: number, n = 24): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2
    return [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r] as Pt
  })
}

/** The least distance from `p` to any point of the sampled lines. */
export function distanceTo(p: Pt, lines: readonly (readonly Pt[])[]): number {
  let best = Infinity
  for (const line of lines) for (const q of line) best = Math.min(best, Math.hypot(q[0] - p[0], q[1] - p[1]))
  return best
}

/** A polygon with points along its edges, so the smooth curve through them keeps its corners. */
export function straight(corners: readonly Pt[]): Pt[] {
  const out: Pt[] = []
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length]!
    for (const t of [0, 0.02, 0.5, 0.98]) out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
  })
  return out
}

/** The least distance from `p` to the edges of a polygon given by its corners. */
export function distanceToPolygon(p: Pt, corners: readonly Pt[]): number {
  let best = Infinity
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length]!
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)))
    best = Math.min(best, Math.hypot(a[0] + dx * t - p[0], a[1] + dy * t - p[1]))
  })
  return best
}
