/** A gallery design's image widths, px (square, on paper); the largest is the one of record. */
export const GALLERY_WIDTHS = [320, 640] as const

/**
 * A 64-bit hash of a string as 16 hex digits (two 32-bit FNV-1a lanes with different seeds),
 * the same in Node and in the browser: pages name gallery images without asking the server.
 * Not for secrets; collisions among a few thousand requests are out of reach.
 */
function hash64(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ 0x5bd1e995
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15)
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}

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
  return hash64(JSON.stringify(stable(galleryRequest(design))))
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

/** A design's image file in public/gallery: `<key>-<width>.webp`. */
export const galleryImageFile = (key: string, width: number): string => `${key}-${width}.webp`

/** `/gallery/<key>-<width>.webp` */
export const galleryImagePath = (key: string, width: number): string => `/gallery/${galleryImageFile(key, width)}`

/** Every width of a design's image, for `srcset`. */
export const gallerySrcSet = (key: string): string => GALLERY_WIDTHS.map((w) => `${galleryImagePath(key, w)} ${w}w`).join(', ')

/** A page's social card: its first designs side by side on paper, at the size Open Graph asks. */
export const SOCIAL_CARD = { width: 1200, height: 630, designs: 3 } as const

/** The name of the social card of these designs (the first SOCIAL_CARD.designs of them). */
export function socialCardKey(designs: readonly { placement?: string }[]): string {
  const keys = designs.slice(0, SOCIAL_CARD.designs).map(galleryKey)
  return hash64(keys.join(','))
}

/** A social card's file in public/gallery: `card-<key>.jpg`. */
export const socialCardFile = (key: string): string => `card-${key}.jpg`

/** `/gallery/card-<key>.jpg` */
export const socialCardPath = (key: string): string => `/gallery/${socialCardFile(key)}`
