import type { BirthFlowerId } from '../birth-flowers.ts'
import type { Canvas } from '../compose/canvas.ts'
import type { FlowerModel, Sprig } from '../flowers/model.ts'
import { polar, type Pt } from '../geometry/vec.ts'
import type { Random } from '../random.ts'

export const LAYOUT_IDS = ['single-stem', 'bouquet', 'wreath', 'spine', 'band'] as const
export type LayoutId = (typeof LAYOUT_IDS)[number]
export const isLayoutId = (id: string): id is LayoutId => (LAYOUT_IDS as readonly string[]).includes(id)

/** Where names and dates go in a layout. */
export type LetteringSlot =
  | { kind: 'ribbon'; centre: Pt; widthMm: number; capMm: number }
  | { kind: 'straight'; centre: Pt; widthMm: number; capMm: number }
  | { kind: 'arc'; centre: Pt; radiusMm: number; capMm: number; direction: 'up' | 'down' }

export interface Placed {
  flower: FlowerModel
  sprig: Sprig
}

export interface Arrangement {
  /** Back to front. */
  flowers: Placed[]
  /** Connecting greenery drawn behind the flowers. */
  vines: { path: Pt[]; leafMm: number; every: number }[]
  lettering: LetteringSlot | null
}

/** Blooms of heavier flowers are drawn smaller so that a peony does not drown a snowdrop. */
const sizeFor = (flower: FlowerModel, base: number) => base / Math.sqrt(flower.weight)

export function arrange(
  layout: LayoutId,
  flowers: FlowerModel[],
  canvas: Canvas,
  rng: Random,
  withLettering: boolean,
): Arrangement {
  switch (layout) {
    case 'single-stem':
      return singleStem(flowers, canvas, rng, withLettering)
    case 'bouquet':
      return bouquet(flowers, canvas, rng, withLettering)
    case 'wreath':
      return wreath(flowers, canvas, rng, withLettering)
    case 'spine':
      return spine(flowers, canvas, rng, withLettering)
    case 'band':
      return band(flowers, canvas, rng, withLettering)
  }
}

/** The first flower crowns one stem; the others branch off it lower down, alternating sides. */
function singleStem(
  flowers: FlowerModel[],
  { widthMm: w, heightMm: h }: Canvas,
  rng: Random,
  withLettering: boolean,
): Arrangement {
  const [main, ...rest] = flowers
  // A sprig (holly) or cluster is a piece of branch, not a flower on a long stalk: it fills the
  // space itself on a short stem.
  const compact = rest.length === 0 && (main!.habit === 'sprig' || main!.habit === 'cluster')
  const floor = withLettering ? h * 0.8 : h * 0.97
  const head = compact ? Math.min(w * 0.8, h * 0.45) : Math.min(w * 0.62, h * 0.3)
  const top: Pt = [w / 2 + rng.range(-0.06, 0.06) * w, head * 0.55 + h * 0.02]
  const bottom = compact ? Math.min(floor, top[1] + head * 1.6) : floor
  const mainPath: Pt[] = [[w / 2, bottom], [w / 2 + rng.range(-0.05, 0.05) * w, (bottom + top[1]) / 2], top]
  const placed: Placed[] = rest.map((flower, i) => {
    const side = i % 2 === 0 ? 1 : -1
    const t = 0.62 - i * 0.14
    const from: Pt = [w / 2, bottom - (bottom - top[1]) * t]
    const reach = Math.min(w * 0.3, h * 0.16)
    const to: Pt = [w / 2 + side * reach, from[1] - reach * rng.range(0.7, 1.1)]
    return {
      flower,
      sprig: {
        path: [from, [from[0] + side * reach * 0.45, from[1] - reach * 0.2], to],
        headMm: sizeFor(flower, head * 0.62),
        leaves: false,
        openness: rng.range(0.5, 1),
      },
    }
  })
  placed.push({ flower: main!, sprig: { path: mainPath, headMm: sizeFor(main!, head), leaves: true, openness: 1 } })
  return {
    flowers: placed,
    vines: [],
    lettering: withLettering
      ? { kind: 'straight', centre: [w / 2, h * 0.9], widthMm: w * 0.9, capMm: Math.min(h * 0.06, w * 0.1) }
      : null,
  }
}

/** Stems gathered at a tie, blooms fanned in a dome above it, tall spikes at the back. */
function bouquet(flowers: FlowerModel[], { widthMm: w, heightMm: h }: Canvas, rng: Random, withLettering: boolean): Arrangement {
  const n = flowers.length
  const tie: Pt = [w / 2, h * 0.66]
  const reach = h * 0.42
  const head = Math.min(w * (n === 1 ? 0.55 : n === 2 ? 0.42 : n <= 4 ? 0.34 : 0.3), h * 0.3)
  // The heaviest blooms take the middle front; spikes and light ones go round and behind.
  const order = flowers
    .map((flower, i) => ({ flower, i, rank: flower.habit === 'spike' ? -1 : flower.weight }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
  // Seeds vary the bouquet's shape: how wide it fans, which way it leans, how deep the dome is.
  const spread = Math.min(1.1, 0.32 * (n - 1)) * rng.range(0.85, 1.15)
  const lean = rng.around(0, 0.12)
  const slots = Array.from({ length: n }, (_, k) => lean + (n === 1 ? 0 : -spread + (2 * spread * k) / (n - 1)))
  // Centre slots go to the front: fill from the outside in.
  const byCentre = slots.map((a, k) => ({ a, k })).sort((x, y) => Math.abs(y.a - lean) - Math.abs(x.a - lean))
  const dome = rng.range(0.08, 0.2)
  const placed: Placed[] = order.map(({ flower }, j) => {
    const { a } = byCentre[j]!
    const front = 1 - Math.abs(a - lean) / Math.max(spread, 1e-6)
    const r = reach * (flower.habit === 'spike' ? 1.12 : 0.94 - dome * front) * rng.range(0.95, 1.05)
    const headAt = polar(-Math.PI / 2 + a, r, tie)
    const foot: Pt = [tie[0] - Math.sin(a) * h * 0.11, h * 0.97]
    return {
      flower,
      sprig: {
        path: [foot, tie, polar(-Math.PI / 2 + a * 0.6, r * 0.5, tie), headAt],
        headMm: sizeFor(flower, head * (0.9 + 0.15 * front)),
        leaves: n <= 2,
        openness: rng.range(0.6, 1),
      },
    }
  })
  // Greenery fanning out behind the blooms fills the gaps between them.
  const sprays = n === 1 ? 2 : Math.min(6, n + 1)
  const vines = Array.from({ length: sprays }, (_, k) => {
    const a = lean + (sprays === 1 ? 0 : -spread * 1.25 + (2.5 * spread * k) / (sprays - 1)) + rng.around(0, 0.08)
    const to = polar(-Math.PI / 2 + a, reach * rng.range(0.7, 0.95), tie)
    const mid = polar(-Math.PI / 2 + a * 0.8, reach * 0.45, tie)
    return { path: [tie, mid, to], leafMm: head * 0.34, every: head * 0.3 }
  })
  return {
    flowers: placed,
    vines,
    lettering: withLettering
      ? { kind: 'ribbon', centre: [tie[0], tie[1] + h * 0.06], widthMm: w * 0.8, capMm: Math.min(w * 0.07, h * 0.045) }
      : { kind: 'ribbon', centre: [tie[0], tie[1] + h * 0.04], widthMm: w * 0.28, capMm: 0 },
  }
}

/** Flowers round a leafy ring; names sit in the middle. */
function wreath(flowers: FlowerModel[], { widthMm: w, heightMm: h }: Canvas, rng: Random, withLettering: boolean): Arrangement {
  const n = flowers.length
  const centre: Pt = [w / 2, h / 2]
  const R = Math.min(w, h) * 0.36
  const head = Math.min(((2 * Math.PI * R) / Math.max(n, 3)) * 0.8, R * 0.7)
  const start = -Math.PI / 2 + rng.range(-0.2, 0.2)
  const ring: Pt[] = Array.from({ length: 25 }, (_, i) =>
    polar(start + (i / 24) * Math.PI * 2, R * (1 + rng.around(0, 0.01)), centre),
  )
  const placed: Placed[] = flowers.map((flower, i) => {
    const a = start + ((i + 0.5) / n) * Math.PI * 2
    const back = a - Math.min(0.5, Math.PI / n)
    return {
      flower,
      sprig: {
        path: [polar(back, R, centre), polar((a + back) / 2, R * 1.01, centre), polar(a, R, centre)],
        headMm: sizeFor(flower, head),
        leaves: false,
        openness: rng.range(0.7, 1),
      },
    }
  })
  return {
    flowers: placed,
    vines: [{ path: ring, leafMm: head * 0.5, every: head * 0.45 }],
    lettering: withLettering ? { kind: 'straight', centre, widthMm: R * 1.3, capMm: R * 0.16 } : null,
  }
}

/** Blooms stacked down a vertical line, as along the spine or sternum. */
function spine(flowers: FlowerModel[], { widthMm: w, heightMm: h }: Canvas, rng: Random, withLettering: boolean): Arrangement {
  const n = flowers.length
  const top = h * 0.04
  const bottom = withLettering ? h * 0.82 : h * 0.97
  const step = (bottom - top) / n
  const head = Math.min(w * 0.78, step * 0.92)
  const x = w / 2
  const line: Pt[] = [
    [x, top + step * 0.5],
    [x + w * 0.04, (top + bottom) / 2],
    [x, bottom],
  ]
  const placed: Placed[] = flowers.map((flower, i) => {
    const cy = top + step * (i + 0.5)
    const side = i % 2 === 0 ? 1 : -1
    const cx = x + side * w * 0.06 * rng.range(0.5, 1)
    // A spike's flowers are spread along its stem: given only a bloom's length of stem it would
    // shrink to one floret and a bud beside a round neighbour, so it takes its whole slot.
    const tip = flower.habit === 'spike' ? cy - step * 0.42 : cy
    return {
      flower,
      sprig: {
        path: [
          [x, cy + step * 0.5],
          [cx, cy + step * 0.2],
          [cx, tip],
        ],
        headMm: sizeFor(flower, head),
        leaves: false,
        openness: rng.range(0.7, 1),
      },
    }
  })
  return {
    flowers: placed,
    vines: [{ path: line, leafMm: Math.min(head * 0.45, w * 0.3), every: step * 0.5 }],
    lettering: withLettering
      ? { kind: 'straight', centre: [w / 2, h * 0.91], widthMm: w * 0.95, capMm: Math.min(w * 0.12, h * 0.035) }
      : null,
  }
}

/** A horizontal band (wrist, ankle): blooms along a wavy vine, names in the middle. */
function band(flowers: FlowerModel[], { widthMm: w, heightMm: h }: Canvas, rng: Random, withLettering: boolean): Arrangement {
  const n = flowers.length
  const gap = withLettering ? w * 0.3 : 0
  const usable = w * 0.96 - gap
  const step = usable / n
  const head = Math.min(h * 0.82, step * 0.82)
  const y = h / 2
  const slotsX = Array.from({ length: n }, (_, i) => {
    const x = w * 0.02 + step * (i + 0.5)
    // Leave the middle free for the lettering.
    return gap > 0 && x > w * 0.02 + usable / 2 ? x + gap : x
  })
  const placed: Placed[] = flowers.map((flower, i) => {
    const cx = slotsX[i]!
    const side = i % 2 === 0 ? -1 : 1
    const cy = y + side * h * 0.06
    return {
      flower,
      sprig: {
        path: [
          [cx - step * 0.45, y],
          [cx - step * 0.2, cy],
          [cx, cy],
        ],
        headMm: sizeFor(flower, head),
        leaves: false,
        openness: rng.range(0.7, 1),
      },
    }
  })
  // A wavy vine runs under the blooms; with names in the middle it stops short of them on each side.
  const waveBetween = (x0: number, x1: number, phase: number): Pt[] =>
    Array.from({ length: 7 }, (_, i) => [x0 + ((x1 - x0) * i) / 6, y + Math.sin(phase + i * 1.7) * h * 0.1] as Pt)
  const vine = (path: Pt[]) => ({ path, leafMm: head * 0.42, every: head * 0.6 })
  const half = (w - gap) / 2
  return {
    flowers: placed,
    vines:
      gap > 0
        ? [vine(waveBetween(w * 0.02, half - w * 0.01, 0)), vine(waveBetween(w - half + w * 0.01, w * 0.98, 1))]
        : [vine(waveBetween(w * 0.02, w * 0.98, 0))],
    lettering: withLettering ? { kind: 'straight', centre: [w / 2, y], widthMm: gap * 0.92, capMm: h * 0.2 } : null,
  }
}

export type { BirthFlowerId }
