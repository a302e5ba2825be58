import { signedArea, smoothThrough } from '../geometry/curves.ts'
import { boxOf, polar, type Pt } from '../geometry/vec.ts'
import { FLOWER_MODELS } from '../flowers/index.ts'
import { INK, type Sketch } from '../ink/sketch.ts'
import { loadMotif } from '../motifs/load-motif.ts'
import type { Random } from '../random.ts'
import type { MotifRef } from '../text/lexicon/types.ts'
import { Coverage } from '../geometry/coverage.ts'

export interface MotifPlacement {
  centre: Pt
  /** Longest side of the motif, mm. */
  sizeMm: number
  /** Mirror left–right (a pair facing each other). */
  mirror?: boolean
  rotate?: number
  colour?: string
}

/** Draws one motif the way the sketch's style inks things. */
export function drawMotif(sk: Sketch, rng: Random, ref: MotifRef, at: MotifPlacement): void {
  if ('flower' in ref) {
    const model = FLOWER_MODELS[ref.flower]
    // A flower on its stem fills less of its box than an icon does: it is drawn a size up.
    const s = at.sizeMm * 1.15
    const [x, y] = at.centre
    model.draw(sk, rng, {
      path: [
        [x, y + s * 0.45],
        [x + s * 0.03, y + s * 0.1],
        [x, y - s * 0.16],
      ],
      headMm: s * 0.62,
      leaves: true,
      openness: 1,
    })
    return
  }
  const motif = loadMotif(ref)
  const c = Math.cos(at.rotate ?? 0)
  const s = Math.sin(at.rotate ?? 0)
  const place = (p: Pt): Pt => {
    const x = (at.mirror ? -p[0] : p[0]) * at.sizeMm
    const y = p[1] * at.sizeMm
    return [at.centre[0] + x * c - y * s, at.centre[1] + x * s + y * c]
  }
  const w = sk.style.weights
  if (motif.kind === 'stroke') {
    sk.element()
    for (const path of motif.paths) sk.curve(path.points.map(place), 'outline', { closed: path.closed, taper: 0 })
    return
  }
  const rings = motif.rings.map((r) => r.map(place))
  const areas = rings.map(signedArea)
  const outerSign = Math.sign(areas.reduce((best, a) => (Math.abs(a) > Math.abs(best) ? a : best), 0)) || 1
  const outers = rings.filter((_, i) => Math.sign(areas[i]!) === outerSign)
  const colour = at.colour ?? sk.style.palette[0] ?? INK

  // What it hides of the motifs behind it: its outline, or every piece of an icon drawn in
  // several (a tiger's face), so a moon or a tree behind does not run through it. Lines behind
  // that peek through the narrow gaps between pieces come out shorter than the hidden-line pass
  // keeps, so the pieces read as one shape.
  const cover = () => (outers.length === 1 ? sk.element(outers[0]) : sk.element().cover(outers))
  // Solid styles ink the silhouette; its cut-outs are the drawing.
  if (sk.style.shading === 'solid' && !sk.inColour) {
    cover().solid(rings)
    return
  }
  cover()
  if (sk.inColour) sk.fill(rings, 'colour', colour)
  for (let i = 0; i < rings.length; i++) {
    const ring = rings[i]!
    const box = boxOf(ring)
    const small = Math.min(box.maxX - box.minX, box.maxY - box.minY)
    const outer = Math.sign(areas[i]!) === outerSign
    // A detail too small to hold a line inside it is inked solid rather than clotted with outline.
    if (small < w.outline * 3) {
      if (outer) sk.solid([ring])
      else if (small > w.detail * 1.5) sk.curve(ring, 'detail', { closed: true, taper: 0 })
      continue
    }
    sk.curve(ring, outer ? 'outline' : 'inner', { closed: true, taper: 0 })
  }
  if (sk.style.shading === 'stipple') stippleInside(sk, rng, rings)
}

/** Dotwork: the silhouette filled with dots that thin out towards the light (upper left). */
function stippleInside(sk: Sketch, rng: Random, rings: Pt[][]): void {
  const d = Math.max(sk.style.weights.detail, 0.35)
  const box = boxOf(rings.flat())
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const tries = Math.min(1400, Math.ceil((w * h) / (d * d * 7)))
  // The silhouette as a bitmap, holes flipped out: each try is one lookup.
  const inside = new Coverage(w, h, 0.2)
  // The rings as the outline is inked (smoothed), which can bulge past the icon's own corners.
  for (const r of rings)
    inside.flip(smoothThrough(r, { closed: true, step: 0.5 }).map((p) => [p[0] - box.minX, p[1] - box.minY] as Pt))
  // One dot per cell, at least a dot and 0.55 mm of paper from its neighbours and the outline.
  const gap = d * 2
  const clear = d + 0.55
  const rim = Array.from({ length: 6 }, (_, k) => [Math.cos((k * Math.PI) / 3), Math.sin((k * Math.PI) / 3)] as Pt)
  const margin = sk.style.weights.outline / 2 + 0.55 + d / 2
  const placed = new Map<number, Pt>()
  const taken = new Set<number>()
  for (let i = 0; i < tries; i++) {
    const p: Pt = [rng.range(box.minX, box.maxX), rng.range(box.minY, box.maxY)]
    if (!inside.has([p[0] - box.minX, p[1] - box.minY])) continue
    const dark = ((p[0] - box.minX) / w + (p[1] - box.minY) / h) / 2
    if (!rng.chance(0.15 + 0.6 * dark)) continue
    // One dot per cell of a grid two dots wide keeps them apart.
    const cx = Math.floor((p[0] - box.minX) / gap)
    const cy = Math.floor((p[1] - box.minY) / gap)
    const cell = cx * 100_000 + cy
    if (taken.has(cell)) continue
    if (!rim.every((o) => inside.has([p[0] - box.minX + o[0] * margin, p[1] - box.minY + o[1] * margin]))) continue
    let near = false
    for (let dx = -1; dx <= 1 && !near; dx++)
      for (let dy = -1; dy <= 1 && !near; dy++) {
        const o = placed.get((cx + dx) * 100_000 + cy + dy)
        near = o !== undefined && Math.hypot(o[0] - p[0], o[1] - p[1]) < clear
      }
    if (near) continue
    taken.add(cell)
    placed.set(cell, p)
    sk.dot(p, d)
  }
}

/** A four-pointed sparkle: the small star fine-line work scatters round a motif. */
export function sparkle(sk: Sketch, centre: Pt, r: number): void {
  const pts: Pt[] = []
  for (let i = 0; i < 8; i++) pts.push(polar((i * Math.PI) / 4 - Math.PI / 2, i % 2 === 0 ? r : r * 0.22, centre))
  if (r < sk.style.weights.outline * 2.5) sk.element().solid([pts])
  else sk.shape(pts, 'inner', { taper: 0 })
}
