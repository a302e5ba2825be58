/**
 * Where on the body a design goes: the proportion of its canvas and a sensible print size. Sizes
 * are what artists commonly quote for the spot; the request may set its own size.
 */
export interface PlacementSpec {
  id: PlacementId
  /** Width ÷ height of the design area. */
  aspect: number
  /** Default size of the longer side, in mm. */
  sizeMm: number
  /** The smallest size the spot takes, in mm (detail is reduced below ≈ 40 mm). */
  minMm: number
  maxMm: number
}

export const PLACEMENT_IDS = [
  'forearm',
  'wrist-band',
  'upper-arm',
  'shoulder',
  'chest',
  'back',
  'ankle',
  'behind-ear',
  'ribs',
  'finger',
] as const

export type PlacementId = (typeof PLACEMENT_IDS)[number]

export const PLACEMENTS: Record<PlacementId, PlacementSpec> = {
  forearm: { id: 'forearm', aspect: 0.5, sizeMm: 160, minMm: 60, maxMm: 260 },
  'wrist-band': { id: 'wrist-band', aspect: 4, sizeMm: 150, minMm: 80, maxMm: 200 },
  'upper-arm': { id: 'upper-arm', aspect: 0.75, sizeMm: 150, minMm: 60, maxMm: 250 },
  shoulder: { id: 'shoulder', aspect: 1, sizeMm: 140, minMm: 60, maxMm: 220 },
  chest: { id: 'chest', aspect: 1.6, sizeMm: 220, minMm: 80, maxMm: 340 },
  back: { id: 'back', aspect: 0.8, sizeMm: 320, minMm: 120, maxMm: 500 },
  ankle: { id: 'ankle', aspect: 0.8, sizeMm: 70, minMm: 35, maxMm: 120 },
  'behind-ear': { id: 'behind-ear', aspect: 0.7, sizeMm: 40, minMm: 20, maxMm: 60 },
  ribs: { id: 'ribs', aspect: 0.45, sizeMm: 220, minMm: 80, maxMm: 340 },
  finger: { id: 'finger', aspect: 0.45, sizeMm: 25, minMm: 12, maxMm: 40 },
}

export const isPlacementId = (id: string): id is PlacementId => (PLACEMENT_IDS as readonly string[]).includes(id)
