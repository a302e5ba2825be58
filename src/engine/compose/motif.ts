import { PAPER_MM } from '../ink/narrow-paper.ts'
import { Clipper, EndType, JoinType } from 'clipper2-ts'
import { fromPaths, toPaths } from '../geometry/clip.ts'
import { signedArea, simplifyIndexes, smoothThrough } from '../geometry/curves.ts'
import { boxOf, polar, type Pt } from '../geometry/vec.ts'
import { FLOWER_MODELS } from '../flowers/index.ts'
import { INK, type Sketch } from '../ink/sketch.ts'
import { shade } from '../ink/shade.ts'
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
    for (const path of motif.paths) sk.curve(path.points.map(place), 'outline', { closed: path.closed, taper: 0, packTips: true })
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
  // Blackwork and tribal ink the silhouette; its cut-outs are the drawing.
  if (sk.style.shading === 'solid' && !sk.inColour && sk.style.id !== 'traditional') {
    cover().solid(rings)
    return
  }
  cover()
  if (sk.inColour) sk.fill(rings, 'colour', colour)
  if (sk.style.id === 'dotwork') stippleInside(sk, rng, rings)
  else if (sk.style.id !== 'fine-line') shadeSilhouette(sk, rng, rings, areas, outerSign, colour)
  // Line work goes on after the shadow, in an element of its own: the cut-outs' elements above
  // hide the shadow inside them, not the lines.
  sk.element()
  for (let i = 0; i < rings.length; i++) {
    const ring = rings[i]!
    const box = boxOf(ring)
    const small = Math.min(box.maxX - box.minX, box.maxY - box.minY)
    const outer = Math.sign(areas[i]!) === outerSign
    // A detail too small to hold a line inside it is inked solid rather than clotted with outline.
    if (small < w.outline * 3) {
      // A cut-out whose line would leave less paper than the print floor inside it (or no line
      // at all) becomes a mark of ink: an eye as a dot, a slit as a stroke, never a pinhole.
      if (outer || small - w.detail < MIN_PAPER_MM) sk.solid([ring])
      else sk.curve(ring, 'detail', { closed: true, taper: 0, packTips: true })
      continue
    }
    sk.curve(ring, outer ? 'outline' : 'inner', { closed: true, taper: 0, packTips: true })
  }
}

/** Paper narrower than this between inks fills in when healed (the print floor, with a margin). */
const MIN_PAPER_MM = 0.6

/** Light falls from the upper left, as on a flash sheet: shadows lie low and right. */
const TOWARDS_SHADOW: Pt = [0.6, 0.8]
/** Paper kept between hatching and the outline: the print floor's narrowest gap. */
const HATCH_CLEARANCE_MM = 0.5
/** Crescent depth as a share of the part's thickness. */
const SHADOW_SHARE = 0.45

function perimeter(ring: readonly Pt[]): number {
  let sum = 0
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!
    const b = ring[(i + 1) % ring.length]!
    sum += Math.hypot(b[0] - a[0], b[1] - a[1])
  }
  return Math.max(sum, 1e-9)
}

/**
 * The style's shadow on each outer part wide enough to hold one (a solid crescent, a wash or
 * hatching, as `shade` inks them), with the icon's cut-outs kept open: each cut-out becomes an
 * element of its own, whose region hides the shadow drawn before it.
 */
function shadeSilhouette(sk: Sketch, rng: Random, rings: Pt[][], areas: number[], outerSign: number, colour: string): void {
  if (sk.style.shading === 'none') return
  const { outline, detail } = sk.style.weights
  // Hatching stops short of the outline: a stroke running along the edge would leave a sliver of
  // paper too narrow to hold open; solid and washed shadows meet the outline with no paper.
  const inset = sk.style.shading === 'hatch' ? outline / 2 + HATCH_CLEARANCE_MM + detail / 2 : 0
  let shaded = false
  rings.forEach((ring, i) => {
    if (Math.sign(areas[i]!) !== outerSign) return
    // How thick the part is (2 × area ÷ perimeter: a disc's radius, a strip's width): a
    // sprawling shape such as an octopus is thin everywhere though its box is large.
    const thick = (2 * Math.abs(areas[i]!)) / perimeter(ring)
    // The crescent must clear the inside half of the outline and leave the colour room.
    if (thick < Math.max(outline * 3, 4)) return
    // A tenth of a millimetre of the icon's detail changes nothing about a shadow, and its
    // clipping costs by the point.
    const plain = simplifyIndexes(ring, 0.1).map((k) => ring[k]!)
    for (const part of inset > 0 ? insetRing(plain, inset) : [plain])
      shade(sk, rng, part, { towards: TOWARDS_SHADOW, depth: thick * SHADOW_SHARE, colour })
    shaded = true
  })
  if (!shaded) return
  for (let i = 0; i < rings.length; i++) if (Math.sign(areas[i]!) !== outerSign) sk.element(rings[i])
}

/** The ring shrunk by `mm` all round (it may fall apart into several, or vanish). */
function insetRing(ring: Pt[], mm: number): Pt[][] {
  const paths = toPaths([ring])
  // Clipper shrinks an outer ring, one its own area calls positive.
  if (Clipper.areaPaths(paths) < 0) paths[0]!.reverse()
  // Mitred corners: rounding them would cost arcs of points for a line that only stops hatching.
  return fromPaths(Clipper.inflatePaths(paths, -mm * 1000, JoinType.Miter, EndType.Polygon, 2))
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
  // One dot per cell, at least a dot and PAPER_MM of paper from its neighbours and the outline.
  const gap = d * 2
  const clear = d + PAPER_MM
  const rim = Array.from({ length: 6 }, (_, k) => [Math.cos((k * Math.PI) / 3), Math.sin((k * Math.PI) / 3)] as Pt)
  const margin = sk.style.weights.outline / 2 + PAPER_MM + d / 2
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
  // Outlined, each arm holds a sliver of paper narrowing to its tip; unless the arm is wide enough
  // for a millimetre of paper beside its lines, the star is inked solid, as flash sheets do.
  const armMm = r * 0.22 * Math.SQRT2
  if (r < sk.style.weights.outline * 2.5 || armMm < sk.style.weights.inner + 1) sk.element().solid([pts])
  else sk.shape(pts, 'inner', { taper: 0 })
}
