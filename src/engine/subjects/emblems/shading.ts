import { Clipper, EndType, JoinType } from 'clipper2-ts'
import { fromPaths, toPaths } from '../../geometry/clip.ts'
import { insideRing, smoothThrough } from '../../geometry/curves.ts'
import { boxOf, type Pt } from '../../geometry/vec.ts'
import { shade } from '../../ink/shade.ts'
import type { Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'

/**
 * Shades inside a part the way the style does, but keeps stipple dots and hatch strokes clear
 * of the lines round them (`avoid`, smooth polylines in the same mm): a dot landing just beside a
 * line leaves a sliver of skin thinner than a needle can hold open. Solid crescents and washes
 * touch the line and may run up to it.
 */
export function shadeInside(
  sk: Sketch,
  rng: Random,
  ring: readonly Pt[],
  opts: { towards: Pt; depth: number; colour?: string },
  avoid: readonly (readonly Pt[])[] = [],
): void {
  const { shading, weights } = sk.style
  if (shading === 'stipple' || shading === 'whip') {
    stippleClear(sk, rng, ring, opts.towards, opts.depth, avoid)
    return
  }
  if (shading !== 'hatch') {
    shade(sk, rng, ring, opts)
    return
  }
  const clear = weights.outline / 2 + 0.6 + weights.detail / 2
  const smooth = smoothThrough(ring, { closed: true, step: 0.6 })
  const inner = fromPaths(Clipper.inflatePaths(toPaths([smooth]), -clear * 1000, JoinType.Round, EndType.Polygon))
  for (const r of inner) if (r.length > 3) shade(sk, rng, r, { ...opts, depth: Math.max(0, opts.depth - clear * 0.5) })
}

/**
 * Dots denser towards the shadow side of a crescent `depth` deep, each at least a dot and a half
 * from the next and clear of every line in `avoid` by its half-width and half a millimetre.
 */
function stippleClear(
  sk: Sketch,
  rng: Random,
  ring: readonly Pt[],
  towards: Pt,
  depth: number,
  avoid: readonly (readonly Pt[])[],
): void {
  const { weights } = sk.style
  const d = weights.detail
  const smooth = smoothThrough(ring, { closed: true, step: 0.6 })
  // Tapering styles swell their lines a little past the nominal width.
  const clear = (weights.outline / 2) * (sk.style.taper ? 1.12 : 1) + 0.55 + d / 2
  const cell = clear
  const near = new Map<number, Pt[]>()
  const key = (x: number, y: number) => Math.floor(x / cell) * 65536 + Math.floor(y / cell)
  for (const line of [smooth, ...avoid])
    for (const p of line) {
      const k = key(p[0], p[1])
      const list = near.get(k)
      if (list) list.push(p)
      else near.set(k, [p])
    }
  const tooNear = (p: Pt, r: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const q of near.get(key(p[0] + dx * cell, p[1] + dy * cell)) ?? [])
          if (Math.hypot(q[0] - p[0], q[1] - p[1]) < r) return true
    return false
  }
  const box = boxOf(smooth)
  const deepest = Math.max(...smooth.map((p) => p[0] * towards[0] + p[1] * towards[1]))
  const area = (box.maxX - box.minX) * (box.maxY - box.minY)
  const tries = Math.min(700, Math.ceil(area / (d * d * 6)))
  const gap = d * 2.4
  const dots = new Map<number, Pt[]>()
  const dotKey = (x: number, y: number) => Math.floor(x / gap) * 65536 + Math.floor(y / gap)
  const crowded = (p: Pt) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const q of dots.get(dotKey(p[0] + dx * gap, p[1] + dy * gap)) ?? [])
          if (Math.hypot(q[0] - p[0], q[1] - p[1]) < gap) return true
    return false
  }
  for (let i = 0; i < tries; i++) {
    const p: Pt = [rng.range(box.minX, box.maxX), rng.range(box.minY, box.maxY)]
    const into = 1 - (deepest - (p[0] * towards[0] + p[1] * towards[1])) / Math.max(depth, 1e-6)
    if (into <= 0 || !rng.chance(0.2 + 0.8 * Math.min(1, into))) continue
    if (crowded(p) || tooNear(p, clear) || !insideRing(p, smooth)) continue
    const k = dotKey(p[0], p[1])
    const cell = dots.get(k)
    if (cell) cell.push(p)
    else dots.set(k, [p])
    sk.dot(p, d)
  }
}
