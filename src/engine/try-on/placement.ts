/** Where and how a design sits on a body photo: the editor's state and the server render's input. */
export interface TryOnPlacement {
  /** The design's centre, as a share of the photo's width and height (0–1). */
  x: number
  y: number
  /** The design's width as a share of the photo's width. */
  scale: number
  /** Clockwise, degrees. */
  rotate: number
  /** How far the design wraps round a limb: 0 flat … 1 half way round. */
  curve: number
  /** Foreshortening, -1 … 1: the limb turning away to the left (negative) or right. */
  perspective: number
  /** 0–1. */
  opacity: number
  look: 'fresh' | 'healed'
}

export const DEFAULT_PLACEMENT: TryOnPlacement = {
  x: 0.5,
  y: 0.5,
  scale: 0.3,
  rotate: 0,
  curve: 0.3,
  perspective: 0,
  opacity: 0.9,
  look: 'healed',
}

const LIMITS = {
  x: [-0.5, 1.5],
  y: [-0.5, 1.5],
  scale: [0.02, 2],
  rotate: [-360, 360],
  curve: [0, 1],
  perspective: [-1, 1],
  opacity: [0.05, 1],
} as const

/** Which field of a placement is out of range, or null when it is sound. */
export function placementProblem(p: Partial<TryOnPlacement>): string | null {
  for (const [field, [min, max]] of Object.entries(LIMITS)) {
    const v = p[field as keyof typeof LIMITS]
    if (v === undefined) continue
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) return `${field} must be between ${min} and ${max}`
  }
  if (p.look !== undefined && p.look !== 'fresh' && p.look !== 'healed') return 'look must be fresh or healed'
  return null
}
