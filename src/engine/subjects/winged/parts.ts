import { smoothThrough } from '../../geometry/curves.ts'
import { boxOf, compose, scaling, translation, type Pt } from '../../geometry/vec.ts'
import type { Sketch } from '../../ink/sketch.ts'
import { linesAcross } from '../../flowers/model.ts'
import type { Random } from '../../random.ts'
import type { SubjectAnchors, SubjectFrame } from '../model.ts'
import { anchorsOut, eye, inkPart, massed, negative, stage, type LocalAnchors, type PartInk } from './kit.ts'

/** A line inside a part: drawn only when the part holds `room` outline widths across. */
export interface InnerLine {
  pts: Pt[]
  weight: 'outline' | 'inner' | 'detail'
  taper?: number
  room?: number
  /** Lies outside the part (an antenna's stalk): inked even when the part is a black mass. */
  outside?: boolean
}

/** One part of a subject, back to front: its outline, how it is inked and the lines inside it. */
export interface Part {
  outline: Pt[]
  ink: PartInk
  lines?: InnerLine[]
  eye?: { at: Pt; r: number }
  /** Counts towards the silhouette (false for marks inside the body such as a throat patch). */
  outer?: boolean
  /**
   * Drawn reflected across x = 0 (the far wing of a symmetric pose); with the same `key` as its
   * twin it gets the same random stream, so even its stipple is an exact mirror image.
   */
  mirror?: boolean
  key?: string
  /** Only its lines are drawn (loose strands, a bare shaft): no outline, fill or region. */
  bare?: boolean
}

/** The parts again, reflected across x = 0 and keyed to their originals: the other half of a symmetric form. */
export function twins(parts: readonly Part[], key: string): { left: Part[]; right: Part[] } {
  const right = parts.map((p, i) => ({ ...p, key: `${key}${i}` }))
  return { left: right.map((p) => ({ ...p, mirror: true })), right }
}

const flipX = (pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [-x, y] as Pt)
/** A part's outline where it is actually drawn. */
const placed = (p: Part): Pt[] => (p.mirror ? flipX(p.outline) : p.outline)
/** What a part covers, for the form's bounds: its smoothed outline, or a bare part's lines. */
function reach(p: Part): Pt[] {
  const pts = p.bare ? (p.lines ?? []).flatMap((l) => l.pts) : smoothThrough(p.outline, { closed: true, step: 2 })
  return p.mirror ? flipX(pts) : pts
}

export interface Built {
  parts: Part[]
  anchors: Omit<LocalAnchors, 'silhouette'>
}

/**
 * A form drawn from its parts: built once at unit size to learn its natural box, then again at
 * the size that fills the frame, so every choice of count and detail is made in real millimetres.
 * `build(S)` gives the parts with S mm to one unit of the form's design.
 */
export function drawBuilt(sk: Sketch, rng: Random, frame: SubjectFrame, build: (S: number) => Built): SubjectAnchors {
  // The trial is drawn near a typical size: widths that a style holds in mm keep their proportion.
  const trial = Math.max(frame.box.w, frame.box.h)
  const box = boxOf(build(trial).parts.flatMap(reach))
  const unit = { minX: box.minX / trial, maxX: box.maxX / trial, minY: box.minY / trial, maxY: box.maxY / trial }
  const bw = unit.maxX - unit.minX
  const bh = unit.maxY - unit.minY
  const st = stage(frame, bw / bh)
  const S = st.W / bw
  const built = build(S)
  const centre: Pt = [((unit.minX + unit.maxX) / 2) * S, ((unit.minY + unit.maxY) / 2) * S]
  const moved = { ...st, matrix: compose(st.matrix, translation(-centre[0], -centre[1])) }
  sk.within(moved.matrix, () => {
    built.parts.forEach((part, i) => {
      const r = rng.fork(part.key ?? `part${i}`)
      if (part.mirror) sk.within(scaling(-1, 1), () => drawPart(sk, r, part))
      else drawPart(sk, r, part)
    })
  })
  const silhouette = built.parts.filter((p) => p.outer !== false && p.outline.length > 2).map(placed)
  const loose = built.parts.filter((p) => p.bare).flatMap(reach)
  return anchorsOut(moved, { ...built.anchors, silhouette }, loose)
}

function drawPart(sk: Sketch, rng: Random, part: Part): void {
  if (part.bare) {
    sk.element()
    for (const line of part.lines ?? []) sk.curve(line.pts, line.weight, { taper: line.taper ?? 0.3 })
    return
  }
  inkPart(sk, rng, part.outline, part.ink)
  const solid = massed(sk) && part.ink.tone === 'dark'
  for (const line of part.lines ?? []) {
    if (linesAcross(sk, part.ink.widthMm) < (line.room ?? 4)) continue
    // Inside a black mass a line can only show as paper.
    if (solid && !line.outside) negative(sk, line.pts)
    else sk.curve(line.pts, line.weight, { taper: line.taper ?? 0.3 })
  }
  if (part.eye) eye(sk, part.eye.at, part.eye.r)
}

/** The fewest and most of something that fits along `mm` when each needs `lines` outline widths. */
export function countFor(sk: Sketch, mm: number, lines: number, least: number, most: number): number {
  const fit = Math.floor(linesAcross(sk, mm) / lines)
  const detail = Math.round(most * (0.55 + 0.45 * sk.style.detail))
  return Math.max(least, Math.min(detail, fit))
}
