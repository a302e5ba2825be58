import { polar, type Pt } from '../geometry/vec.ts'
import type { Sketch } from '../ink/sketch.ts'
import type { Random } from '../random.ts'
import { lighten } from '../colour.ts'
import { part } from './outline-kit.ts'
import { petal } from './parts.ts'

/**
 * How a double composite head (marigold, chrysanthemum) is drawn when its many thin rings of
 * petals would clot under the style's line: as flash artists do, a dome of a few rows of broad
 * overlapping petals, smaller towards the top. Marigold rows are ruffled right out to the rim;
 * an incurved chrysanthemum is a ball of smooth rounded rows inside a fringe of longer petals.
 */
export type DomeKind = 'ruffled' | 'incurved'

/** Draws the dome head in the current frame (centre at the origin, mm); `turn` varies the pattern. */
export function domeHead(sk: Sketch, rng: Random, radiusMm: number, kind: DomeKind, colour: string, turn: number): void {
  const L = sk.style.weights.outline
  const R = radiusMm
  // Each row shows as a band past the row in front; narrower than this and it fills with ink.
  const band = Math.max(2.4 * L, R * 0.2)
  if (kind === 'ruffled') rows(sk, rng, R, band, colour, turn, 'ruffle')
  else incurvedBall(sk, rng, R, band, colour, turn)
}

/** Petal ends round a ring at `tip` radius, each broad enough to overlap its neighbours. */
function ring(sk: Sketch, rng: Random, { tip, base, count, width, phase, colour, shape, shadow = true }: RowSpec): void {
  for (let i = 0; i < count; i++) {
    const angle = phase + (i / count) * Math.PI * 2 + rng.around(0, 0.05)
    const length = (tip - base) * rng.range(0.96, 1.03)
    const start = polar(angle, base)
    const outline = petal(rng, { length, width, widest: shape.widest, tip: shape.tip, angle, jitter: 0.05 }).map(
      (p) => [p[0] + start[0], p[1] + start[1]] as Pt,
    )
    part(sk, rng, outline, colour, {
      // The shadow falls where a petal slips under the row in front of it.
      shadow: shadow ? { towards: polar(angle + Math.PI, 1), depth: length * 0.28 } : undefined,
      widthMm: width,
    })
  }
}

interface RowSpec {
  tip: number
  base: number
  count: number
  width: number
  phase: number
  colour: string
  shape: { widest: number; tip: 'round' | 'ruffle' }
  shadow?: boolean
}

/** How many petals of at least `minLines` outline widths fit round a ring, within [least, most]. */
function countFor(sk: Sketch, radius: number, minLines: number, least: number, most: number): number {
  const fit = Math.floor((2 * Math.PI * radius) / (minLines * sk.style.weights.outline))
  return Math.max(least, Math.min(most, fit))
}

/**
 * Rows of broad petals from `R` in to a small knot at the centre, each row's petals set between
 * those of the row behind; the front rows are lighter because the top of the dome catches the light.
 */
function rows(sk: Sketch, rng: Random, R: number, band: number, colour: string, turn: number, tip: 'ruffle' | 'round'): void {
  const L = sk.style.weights.outline
  let reach = R
  let row = 0
  let phase = turn
  while (reach > band * 0.9) {
    const mid = reach - band * 0.55
    const count = countFor(sk, mid, row === 0 ? 3.4 : 3.1, row === 0 ? 8 : 5, row === 0 ? 14 : 11)
    ring(sk, rng.fork(`row${row}`), {
      // Solid black under the inner rows would gather into a star round the knot.
      shadow: row === 0 || sk.style.shading !== 'solid',
      tip: reach,
      base: reach * 0.2,
      count,
      width: Math.max(((2 * Math.PI * mid) / count) * (tip === 'ruffle' ? 1.45 : 1.3), 2.6 * L),
      phase,
      colour: lighten(colour, row * 0.1),
      shape: { widest: tip === 'ruffle' ? 0.72 : 0.64, tip },
    })
    reach -= band
    phase += Math.PI / count
    row++
  }
  centreKnot(sk, rng.fork('knot'), Math.max(reach + band * 0.3, L * 1.2), lighten(colour, row * 0.1), phase, tip)
}

/** Chrysanthemum: a fringe of long spoon petals round a ball of short, smooth, rounded ones. */
function incurvedBall(sk: Sketch, rng: Random, R: number, band: number, colour: string, turn: number): void {
  const L = sk.style.weights.outline
  const fringeCount = countFor(sk, R * 0.8, 2.8, 10, 22)
  ring(sk, rng.fork('fringe'), {
    tip: R,
    base: R * 0.3,
    count: fringeCount,
    width: Math.max(((2 * Math.PI * R * 0.82) / fringeCount) * 1.1, 2.6 * L),
    phase: turn,
    colour,
    shape: { widest: 0.62, tip: 'round' },
  })
  rows(sk, rng.fork('ball'), R - band * 0.7, band * 0.92, lighten(colour, 0.06), turn + Math.PI / fringeCount, 'round')
}

/** The centre: a few small petals curled tight round each other, the last of the dome's rows. */
function centreKnot(sk: Sketch, rng: Random, radius: number, colour: string, phase: number, tip: 'ruffle' | 'round'): void {
  const L = sk.style.weights.outline
  const count = radius > L * 2.6 ? 3 : 2
  // A cushion under the knot hides where the petals of the rows behind it meet.
  const cushion = Array.from({ length: 10 }, (_, i) => polar(phase + (i / 10) * Math.PI * 2, radius * 0.8))
  part(sk, rng, cushion, colour, { weight: 'inner' })
  for (let i = 0; i < count; i++) {
    const angle = phase + (i / count) * Math.PI * 2
    const start = polar(angle + Math.PI, radius * 0.35)
    const outline = petal(rng, {
      length: radius * 1.3,
      width: Math.max(radius * 1.15, 2.2 * L),
      widest: 0.6,
      tip: radius > L * 3 ? tip : 'round',
      angle,
    }).map((p) => [p[0] + start[0], p[1] + start[1]] as Pt)
    part(sk, rng, outline, colour, { weight: 'inner' })
  }
}
