import type { BirthFlowerId } from '../birth-flowers.ts'
import { arcLengths, pointAtLength, smoothThrough } from '../geometry/curves.ts'
import { normalize, sub, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'

/**
 * One flower to draw, in millimetres on the final canvas: the layout decides where it stands and
 * how big its bloom is before anything is drawn, so each flower can choose petal count and detail
 * from how many line widths fit across it.
 */
export interface Sprig {
  /** Stem centre line from its cut end to where the bloom (or the top of a spike) sits. */
  path: Pt[]
  /** Bloom diameter in mm (for spikes and clusters: the size of the largest floret group). */
  headMm: number
  /** Whether leaves may be drawn; layouts that pack flowers tightly switch them off. */
  leaves: boolean
  /** 0 = bud-like and closed … 1 = fully open; seeded by the layout for natural variety. */
  openness: number
}

export interface FlowerModel {
  id: BirthFlowerId
  /** How the flower grows, which tells layouts how much room it needs along and across its stem. */
  habit: 'head' | 'spike' | 'nodding' | 'cluster' | 'sprig'
  /** Visual weight relative to a daisy (1): layouts shrink heavy blooms so none drowns another. */
  weight: number
  colour: string
  draw(sk: Sketch, rng: Random, sprig: Sprig): void
}

/** How many of a style's outline widths fit across a length: the measure of what detail it can hold. */
export const linesAcross = (sk: Sketch, mm: number): number => mm / sk.style.weights.outline

/**
 * How many petals fit round a ring of the given radius when each must be at least `minWidth`
 * outline widths wide, clamped to what the flower naturally has.
 */
export function petalsThatFit(sk: Sketch, radiusMm: number, minWidth: number, [least, most]: [number, number]): number {
  const fit = Math.floor((2 * Math.PI * radiusMm) / (minWidth * sk.style.weights.outline))
  // Fewer petals than the flower usually has beat petals too narrow to hold their line; five
  // is the fewest that still reads as a flower.
  return Math.max(Math.min(least, Math.max(fit, 5)), Math.min(most, fit))
}

/** Where along the stem (0 = cut end, 1 = bloom) a point and its direction lie. */
export function along(path: readonly Pt[], t: number): { at: Pt; dir: Pt } {
  const lengths = arcLengths(path)
  const total = lengths[lengths.length - 1] ?? 0
  const s = Math.max(0, Math.min(total, t * total))
  const at = pointAtLength(path, lengths, s)
  const ahead = pointAtLength(path, lengths, Math.min(total, s + 0.5))
  const behind = pointAtLength(path, lengths, Math.max(0, s - 0.5))
  return { at, dir: normalize(sub(ahead, behind)) }
}

/** The stem as the style draws it: one line, or for bold styles a filled double line. */
export function drawStem(sk: Sketch, path: readonly Pt[], widthMm: number, colour = '#3d7a3a'): void {
  const w = sk.style.weights
  const smooth = smoothThrough(path, { step: 1 })
  // Fine styles keep stems to one line; bold or coloured work draws them as a filled double line.
  if (widthMm < w.outline * 2.4 || (w.outline < 1.5 && !sk.inColour)) {
    sk.element().curve(smooth, 'outline', { taper: 0.08 })
    return
  }
  // A stem wide enough to hold colour: two edges joined at the cut end.
  const left: Pt[] = []
  const right: Pt[] = []
  const n = smooth.length
  for (let i = 0; i < n; i++) {
    const t = i / Math.max(n - 1, 1)
    const { dir } = along(smooth, t)
    const half = (widthMm / 2) * (1 - 0.25 * t)
    left.push([smooth[i]![0] - dir[1] * half, smooth[i]![1] + dir[0] * half])
    right.push([smooth[i]![0] + dir[1] * half, smooth[i]![1] - dir[0] * half])
  }
  const outline = [...left, ...right.reverse()]
  sk.shape(outline, 'outline')
  if (sk.inColour) sk.fill([outline], 'colour', colour)
}
