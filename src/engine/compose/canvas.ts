import { PLACEMENTS, type PlacementId } from '../placements.ts'

export interface Canvas {
  widthMm: number
  heightMm: number
}

/** The design area for a placement, its long side `sizeMm` (the placement's usual size by default). */
export function canvasFor(placement: PlacementId, sizeMm?: number): Canvas {
  const spec = PLACEMENTS[placement]
  const long = sizeMm ?? spec.sizeMm
  return spec.aspect >= 1 ? { widthMm: long, heightMm: long / spec.aspect } : { widthMm: long * spec.aspect, heightMm: long }
}
