/** Colours as the engine writes them: `#rrggbb`. */

/** The red, green and blue channels (0–255) of a `#rrggbb` colour. */
export function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** A colour made darker by `amount` (0–1), for shadows in washes and deep throats. */
export const darken = (hex: string, amount: number): string => toHex(channels(hex).map((c) => c * (1 - amount)))

/** A colour mixed towards white by `amount` (0–1), for lighter bands and highlights. */
export const lighten = (hex: string, amount: number): string => toHex(channels(hex).map((c) => c + (255 - c) * amount))
