import { createHash } from 'node:crypto'

/** A gallery design's image widths, px (square, on paper); the largest is the one of record. */
export const GALLERY_WIDTHS = [320, 640] as const

/** Keys sorted at every level: the same request gives the same JSON whatever its files' key order. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, stable(v)]),
    )
  return value
}

/**
 * The name of a gallery design's images (scripts/build-gallery.ts draws them, the pages link
 * them): a hash of its request, so one request drawn on several pages is drawn once.
 */
export function galleryKey(design: { placement?: string }): string {
  return createHash('sha256')
    .update(JSON.stringify(stable(galleryRequest(design))))
    .digest('hex')
    .slice(0, 16)
}

/**
 * Where a gallery design is drawn when its request names no placement: the shoulder's square
 * canvas, which the square cards show whole (a forearm's tall one would leave them half empty).
 */
export const GALLERY_PLACEMENT = 'shoulder'

/** The request the gallery draws (and the studio opens) for a design of the content files. */
export function galleryRequest<D extends { placement?: string }>(design: D): D & { placement: string } {
  return { ...design, placement: design.placement ?? GALLERY_PLACEMENT }
}

/** `/gallery/<key>-<width>.webp` */
export const galleryImagePath = (key: string, width: number): string => `/gallery/${key}-${width}.webp`
