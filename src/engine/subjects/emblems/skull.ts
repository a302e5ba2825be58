import { intersect } from '../../geometry/clip.ts'
import { smoothThrough } from '../../geometry/curves.ts'
import { boxOf, type Pt } from '../../geometry/vec.ts'
import { INK, type Sketch } from '../../ink/sketch.ts'
import type { Random } from '../../random.ts'
import { linesAcross } from '../../flowers/model.ts'
import { filled } from '../../flowers/sprig-kit.ts'
import type { SubjectModel } from '../model.ts'
import { shadeInside } from './shading.ts'
import { anchorsOf, mm, placeIn } from './placement.ts'
import { SKULL_VIEWS, type SkullView } from './skull-views.ts'

export const BONE = '#f4efe4'

/**
 * The tattoo skull: a pale dome over deep black sockets and a heart-shaped nose, a row of block
 * teeth, the jaw hung below. Forms: front with jaw, three-quarter, cranium alone.
 */
export const SKULL: SubjectModel = {
  id: 'skull',
  shape: 'round',
  aspects: SKULL_VIEWS.map((v) => (v.natural.maxX - v.natural.minX) / (v.natural.maxY - v.natural.minY)),
  draw(sk, rng, frame) {
    const view = SKULL_VIEWS[frame.form % SKULL_VIEWS.length]!
    const at = placeIn(frame, view.natural)
    const s = at.s
    at.draw(sk, () => drawSkull(sk, rng, view, s))
    const ring = (pts: Pt[]) => smoothThrough(mm(s, pts), { closed: true, step: 1 })
    const silhouette = [ring(view.cranium), ...(view.jaw ? [ring(view.jaw)] : [])]
    const scaled = (p: Pt): Pt => [p[0] * s, p[1] * s]
    return anchorsOf(
      at,
      {
        silhouette,
        perch: scaled(view.perch),
        spots: view.spots.map(scaled),
        pierce: [scaled(view.pierce[0]), scaled(view.pierce[1])],
        focus: scaled(view.focus),
      },
      sk.style.weights.outline / 2,
    )
  },
}

/** Whether a hollow or socket is inked solid (bold styles) rather than shaded. */
const solidDark = (sk: Sketch) => sk.style.shading === 'solid' || sk.style.shading === 'none' || sk.style.weights.outline >= 2

function drawSkull(sk: Sketch, rng: Random, v: SkullView, s: number): void {
  const w = sk.style.weights
  const toMm = (pts: readonly Pt[]) => mm(s, pts)
  // Black behind the teeth makes the gaps between their rounded ends read as the mouth, the
  // flash way, and fills the corners where the rows meet the cheeks and the jaw.
  const darkMouth = v.jaw !== null
  // The lower row narrows towards the chin as the jaw does, so its corners keep clear of the jaw's line.
  const chinNarrow = 0.74
  // The strip of jaw under the lower teeth must keep paper between its two lines.
  const chinY = Math.min(v.teeth.chin * s, 0.5 * s - (w.outline / 2 + w.inner / 2 + 0.9))
  const biteY = v.teeth.bite * s
  const gumY = v.teeth.gum * s
  const x0 = v.teeth.x0 * s
  const x1 = v.teeth.x1 * s

  // Every line the shading must keep clear of, in the order-independent form the stipple needs.
  const line = (pts: readonly Pt[], closed = true) => smoothThrough(pts, { closed, step: 0.5 })
  const avoid: Pt[][] = [
    line(toMm(v.cranium)),
    ...(v.jaw ? [line(toMm(v.jaw))] : []),
    ...v.eyes.map((e) => line(toMm(e))),
    line(toMm(v.nose)),
    ...v.ridges.map((r) => line(toMm(r), false)),
    line([
      [x0, gumY],
      [x1, gumY],
      [x1, v.jaw ? chinY : biteY],
      [x0, v.jaw ? chinY : biteY],
    ]),
  ]

  if (v.jaw) {
    const jaw = toMm(v.jaw)
    filled(sk, jaw, BONE)
    for (const t of v.tucks) sk.fill([smoothThrough(toMm(t), { closed: true, step: 0.4 })], 'shade', INK)
    if (linesAcross(sk, 0.3 * s) > 4.5)
      shadeInside(sk, rng.fork('jaw'), jaw, { towards: [v.shadow[0], 0.4], depth: 0.09 * s, colour: BONE }, avoid)
  }
  if (darkMouth) {
    const pad = 0.06 * s
    const mouth: Pt[] = [
      [x0 - pad * 1.5, gumY - pad],
      [x1 + pad * 1.5, gumY - pad],
      [(x0 + x1) / 2 + ((x1 - x0) / 2) * chinNarrow + pad * 0.2, chinY - pad * 0.3],
      [(x0 + x1) / 2 - ((x1 - x0) / 2) * chinNarrow - pad * 0.2, chinY - pad * 0.3],
    ]
    sk.element(mouth)
    sk.fill([mouth], 'shade', INK)
  }
  if (v.jaw) teethRow(sk, x0, x1, biteY, chinY, 'top', v.teeth.lean, chinNarrow)
  teethRow(sk, x0, x1, gumY, biteY, 'bottom', v.teeth.lean)

  const cranium = toMm(v.cranium)
  filled(sk, cranium, BONE)
  if (linesAcross(sk, 0.7 * s) > 4.5)
    shadeInside(sk, rng.fork('cranium'), cranium, { towards: v.shadow, depth: 0.13 * s, colour: BONE }, avoid)
  // Hollows need room for a mass that does not swallow the lines round it.
  if (linesAcross(sk, 0.1 * s) > 1.2)
    v.hollows.forEach((h, i) => {
      const ring = toMm(h.ring)
      if (solidDark(sk)) sk.fill([smoothThrough(ring, { closed: true, step: 0.4 })], 'shade', INK)
      else shadeInside(sk, rng.fork(`hollow${i}`), ring, { towards: h.towards, depth: 0.08 * s }, avoid)
    })
  if (linesAcross(sk, 0.2 * s) > 2.2) {
    const rim = smoothThrough(cranium, { closed: true, step: 0.5 })
    const clear = w.outline / 2 + w.inner / 2 + 0.7
    for (const r of v.ridges) {
      const kept = clearOfEnds(smoothThrough(toMm(r), { step: 0.5 }), rim, clear)
      if (kept.length > 2) sk.curve(kept, 'inner', { taper: 0 })
    }
  }
  if (sk.style.detail >= 0.7 && linesAcross(sk, s) > 50) crack(sk, rng.fork('crack'), s)

  const dome = smoothThrough(cranium, { closed: true, step: 0.4 })
  const jitter = rng.fork('sockets').range(0.95, 1.05)
  for (const eye of v.eyes) socket(sk, toMm(grow(eye, jitter)), dome)
  socket(sk, toMm(v.nose), dome)
}

/**
 * A ridge line with its ends cut back where they run into the outline: a line meeting another at a
 * narrow angle leaves a wedge of skin too thin to stay open.
 */
function clearOfEnds(line: Pt[], rim: readonly Pt[], clear: number): Pt[] {
  const far = (p: Pt) => rim.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= clear)
  let a = 0
  let b = line.length - 1
  while (a <= b && !far(line[a]!)) a++
  while (b >= a && !far(line[b]!)) b--
  return line.slice(a, b + 1)
}

/** A ring scaled about its own centre. */
function grow(ring: readonly Pt[], k: number): Pt[] {
  const b = boxOf(ring)
  const c: Pt = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2]
  return ring.map(([x, y]) => [c[0] + (x - c[0]) * k, c[1] + (y - c[1]) * k] as Pt)
}

/** A socket or the nose: solid ink, kept inside the dome so a far socket meets the silhouette cleanly. */
function socket(sk: Sketch, ring: Pt[], dome: Pt[]): void {
  const smooth = smoothThrough(ring, { closed: true, step: 0.4 })
  const inside = intersect([smooth], [dome])
  if (inside.length === 0) return
  sk.element(inside[0])
  sk.fill(inside, 'shade', INK)
  sk.curve(inside[0]!, 'inner', { closed: true })
}

/**
 * A row of block teeth between two heights, as many as keep paper inside each at the style's
 * line width; `round` gives the free ends their rounded tips. `lean` narrows the far side's teeth.
 */
function teethRow(
  sk: Sketch,
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  round: 'top' | 'bottom' | null,
  lean: number,
  narrow = 1,
): void {
  const w = sk.style.weights
  const raw = (x1 - x0) / Math.max(1.6 * w.outline, w.inner + 1.6)
  const n = Math.max(4, Math.min(12, 2 * Math.round(raw / 2)))
  const weights = Array.from({ length: n }, (_, i) => 1 - lean * (i / (n - 1) - 0.3) * 2)
  const total = weights.reduce((a, b) => a + b, 0)
  const edges = [x0]
  for (const k of weights) edges.push(edges.at(-1)! + ((x1 - x0) * k) / total)
  const mid = (x0 + x1) / 2
  const squeeze = (x: number) => mid + (x - mid) * narrow
  const depth = Math.min((bottom - top) * 0.28, ((x1 - x0) / n) * 0.35)
  // Straight edges keep a point at every tooth so the smooth curve through them stays straight.
  const edgeOf = (y: number, side: 'top' | 'bottom'): Pt[] => {
    const into = side === 'top' ? 1 : -1
    const d = round === side ? depth : 0
    const at = (x: number) => (side === 'bottom' ? squeeze(x) : x)
    const pts: Pt[] = []
    for (let i = 0; i < n; i++) {
      const a = at(edges[i]!)
      const b = at(edges[i + 1]!)
      pts.push([a + 0.15, y + into * d], [(a + b) / 2, y], [b - 0.15, y + into * d])
    }
    return pts
  }
  const topEdge = edgeOf(top, 'top')
  const bottomEdge = edgeOf(bottom, 'bottom')
  const outline: Pt[] = [...topEdge, ...bottomEdge.slice().reverse()]
  sk.element(outline)
  if (sk.inColour) sk.fill([outline], 'colour', BONE)
  // The row's outline is one polyline with sharp corners between teeth, so it is drawn in straight pieces.
  sk.curve(outline, 'inner', { closed: true, taper: 0 })
  for (let i = 1; i < n; i++) {
    const x = edges[i]!
    sk.curve(
      [
        [x, top + (round === 'top' ? depth : 0)],
        [squeeze(x), bottom - (round === 'bottom' ? depth : 0)],
      ],
      'inner',
      { taper: 0 },
    )
  }
}

/** A hairline crack down from the crown, for the fine styles with room for it. */
function crack(sk: Sketch, rng: Random, s: number): void {
  const x = rng.range(-0.18, -0.08)
  const pts: Pt[] = [[x, -0.49]]
  for (let i = 1; i <= 4; i++) pts.push([x + rng.around(0, 0.025) + (i % 2 ? 0.025 : -0.01), -0.49 + i * 0.045])
  sk.curve(mm(s, pts), 'detail', { taper: 0.5 })
}
