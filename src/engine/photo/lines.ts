import { blur } from './raster/blur.ts'
import { withoutSpecks } from './raster/components.ts'
import { close, distanceField } from './raster/distance.ts'
import { boundary, gray, mask, type Gray, type Mask } from './raster/image.ts'
import { skeleton } from './raster/skeleton.ts'

/** Centre lines, one pixel wide, with how strong the edge under each pixel is (0–1). */
export interface CentreLines {
  lines: Mask
  strength: Float32Array
}

/**
 * The picture's edges as centre lines: a difference of Gaussians (the XDoG family) marks the dark
 * side of every edge at scale `sigma`; specks go, gaps of a pixel or two are bridged, the marks
 * are thinned to their centre lines and fragments shorter than `minLength` pixels dropped, so
 * what remains reads as drawn lines rather than noise.
 */
export function edgeLines(
  tone: Gray,
  { sigma, threshold, minLength }: { sigma: number; threshold: number; minLength: number },
): CentreLines {
  const fine = blur(tone, sigma)
  const coarse = blur(tone, sigma * 1.6)
  const response = gray(tone.w, tone.h)
  for (let i = 0; i < response.data.length; i++) response.data[i] = coarse.data[i]! - fine.data[i]!
  const marks = mask(tone.w, tone.h)
  for (let i = 0; i < marks.data.length; i++) if (response.data[i]! > threshold) marks.data[i] = 1
  const cleaned = close(withoutSpecks(marks, Math.max(4, minLength * sigma * 0.5)), 1.5)
  // A skeleton fragment's pixel count is its length.
  const lines = withoutSpecks(skeleton(cleaned), minLength)
  // Strength relative to the picture's strong edges (its 95th percentile) so that line weight
  // reads the same whatever the photo's exposure.
  const values: number[] = []
  for (let i = 0; i < lines.data.length; i++) if (lines.data[i]) values.push(response.data[i]!)
  values.sort((a, b) => a - b)
  const strong = Math.max(threshold * 2, values[Math.floor(values.length * 0.95)] ?? threshold * 2)
  const strength = new Float32Array(lines.data.length)
  const smooth = blur(response, 1)
  for (let i = 0; i < lines.data.length; i++)
    if (lines.data[i]) strength[i] = Math.min(1, Math.max(0, (smooth.data[i]! - threshold) / (strong - threshold)))
  return { lines, strength }
}

/** A mask's outline as centre lines at full strength (the silhouette of an isolated subject). */
export function outlineLines(region: Mask): CentreLines {
  const lines = boundary(region)
  const strength = new Float32Array(lines.data.length)
  for (let i = 0; i < lines.data.length; i++) if (lines.data[i]) strength[i] = 1
  return { lines, strength }
}

export function mergeLines(...sets: CentreLines[]): CentreLines {
  const first = sets[0]!
  const lines = mask(first.lines.w, first.lines.h)
  const strength = new Float32Array(lines.data.length)
  for (const s of sets)
    for (let i = 0; i < lines.data.length; i++)
      if (s.lines.data[i]) {
        lines.data[i] = 1
        strength[i] = Math.max(strength[i]!, s.strength[i]!)
      }
  return { lines, strength }
}

/**
 * Centre lines drawn as ink: each line as wide as `weightPx` where its edge is strong, down to
 * `minPx` where it is faint, so contours carry the weight and inner marks stay light, as an
 * artist inks them. Every pixel takes the width of its nearest centre-line pixel.
 */
export function inkLines({ lines, strength }: CentreLines, weightPx: number, minPx: number): Mask {
  const { dist, nearest } = distanceField(lines, Math.max(minPx, weightPx) / 2 + 1)
  const out = mask(lines.w, lines.h)
  for (let i = 0; i < dist.length; i++) {
    const j = nearest[i]!
    if (j < 0) continue
    const r = Math.max(minPx, weightPx * (0.55 + 0.45 * strength[j]!)) / 2
    if (dist[i]! <= r * r) out.data[i] = 1
  }
  return out
}
