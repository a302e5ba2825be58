import { blur } from './raster/blur.ts'
import { components, withoutPinholes } from './raster/components.ts'
import { count, gray, mask, type Mask } from './raster/image.ts'
import type { WorkingImage } from './working-image.ts'

/** The long side the background is judged at: enough for a silhouette, cheap to flood. */
const JUDGE_PX = 240
/** Fewer pixels than this across, at the judging scale, leave nothing to tell a subject by. */
const MIN_JUDGE_PX = 8

/**
 * The subject of a photo taken against a plain or out-of-focus background: what the background
 * is not. The background is read from the photo's border (its colours, and that it has little
 * texture) and flooded inwards through pixels that match both; what the flood cannot reach is the
 * subject. Returns null when the photo does not split that way (a busy background, a subject
 * filling the frame): the treatment then works on the whole photo.
 */
export function subjectMask(img: WorkingImage): Mask | null {
  const f = Math.max(1, Math.round(Math.max(img.w, img.h) / JUDGE_PX))
  const sw = Math.floor(img.w / f)
  const sh = Math.floor(img.h / f)
  // A sliver (a 1000:1 strip is a pixel high here) has no border band and no inside to judge.
  if (Math.min(sw, sh) < MIN_JUDGE_PX) return null
  // Colour (0–1 per channel) and tone at the judging scale, each a box average.
  const rgb = new Float32Array(sw * sh * 3)
  const tone = gray(sw, sh)
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) {
      let r = 0,
        g = 0,
        b = 0,
        t = 0
      for (let dy = 0; dy < f; dy++)
        for (let dx = 0; dx < f; dx++) {
          const i = (y * f + dy) * img.w + x * f + dx
          r += img.rgb[i * 3]!
          g += img.rgb[i * 3 + 1]!
          b += img.rgb[i * 3 + 2]!
          t += img.tone.data[i]!
        }
      const k = y * sw + x
      const n = f * f
      rgb[k * 3] = r / n / 255
      rgb[k * 3 + 1] = g / n / 255
      rgb[k * 3 + 2] = b / n / 255
      tone.data[k] = t / n
    }
  // Texture: how much the tone changes around a pixel. Focused detail has it, bokeh and walls do not.
  const grad = gray(sw, sh)
  for (let y = 1; y < sh - 1; y++)
    for (let x = 1; x < sw - 1; x++) {
      const k = y * sw + x
      grad.data[k] = Math.hypot(tone.data[k + 1]! - tone.data[k - 1]!, tone.data[k + sw]! - tone.data[k - sw]!)
    }
  const texture = blur(grad, 1.5).data

  const band = Math.max(2, Math.round(Math.min(sw, sh) * 0.03))
  const border: number[] = []
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) if (x < band || y < band || x >= sw - band || y >= sh - band) border.push(y * sw + x)
  const centres = borderColours(rgb, border)
  const colourGap = (k: number) => {
    let best = Infinity
    for (const c of centres) best = Math.min(best, Math.hypot(rgb[k * 3]! - c[0], rgb[k * 3 + 1]! - c[1], rgb[k * 3 + 2]! - c[2]))
    return best
  }
  const borderTexture = border.map((k) => texture[k]!).sort((a, b) => a - b)
  // A busy border (the photo's background is in focus) cannot be told from the subject by texture.
  const calm = borderTexture[Math.floor(borderTexture.length * 0.6)]!
  if (calm > 0.06) return null
  const maxTexture = Math.max(0.025, calm * 2)
  const maxGap = 0.14

  const candidate = mask(sw, sh)
  for (let k = 0; k < sw * sh; k++) if (texture[k]! <= maxTexture && colourGap(k) <= maxGap) candidate.data[k] = 1
  // The background is the candidates that reach the border.
  const { labels, touchesEdge } = components(candidate, 1)
  let subject = mask(sw, sh)
  for (let k = 0; k < sw * sh; k++) subject.data[k] = labels[k]! >= 0 && touchesEdge[labels[k]!] ? 0 : 1
  subject = largestParts(withoutPinholes(subject, (sw * sh) / 20))
  const share = count(subject) / (sw * sh)
  if (share < 0.05 || share > 0.95) return null
  return upscaled(subject, img.w, img.h, f)
}

/** Up to four colours that stand for the border (k-means, seeded from the border's quartiles of brightness). */
function borderColours(rgb: Float32Array, border: number[]): [number, number, number][] {
  const sorted = [...border].sort((a, b) => lum(rgb, a) - lum(rgb, b))
  let centres = [0.125, 0.375, 0.625, 0.875].map((q) => {
    const k = sorted[Math.floor(q * (sorted.length - 1))]!
    return [rgb[k * 3]!, rgb[k * 3 + 1]!, rgb[k * 3 + 2]!] as [number, number, number]
  })
  for (let round = 0; round < 6; round++) {
    const sums = centres.map(() => [0, 0, 0, 0])
    for (const k of border) {
      let best = 0
      let bestGap = Infinity
      centres.forEach((c, j) => {
        const gap = (rgb[k * 3]! - c[0]) ** 2 + (rgb[k * 3 + 1]! - c[1]) ** 2 + (rgb[k * 3 + 2]! - c[2]) ** 2
        if (gap < bestGap) {
          bestGap = gap
          best = j
        }
      })
      const s = sums[best]!
      s[0]! += rgb[k * 3]!
      s[1]! += rgb[k * 3 + 1]!
      s[2]! += rgb[k * 3 + 2]!
      s[3]!++
    }
    centres = centres.map((c, j) => {
      const s = sums[j]!
      return s[3]! > 0 ? [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!] : c
    })
  }
  return centres
}

const lum = (rgb: Float32Array, k: number) => rgb[k * 3]! + rgb[k * 3 + 1]! + rgb[k * 3 + 2]!

/** The subject's main parts: anything under a tenth of the largest is a stray patch. */
function largestParts(m: Mask): Mask {
  const { labels, sizes } = components(m, 1)
  const largest = Math.max(0, ...sizes)
  const out = mask(m.w, m.h)
  for (let k = 0; k < labels.length; k++) if (labels[k]! >= 0 && sizes[labels[k]!]! >= largest / 10) out.data[k] = 1
  return out
}

/** The judged mask at working size, its staircase smoothed away by a blur and a threshold. */
function upscaled(m: Mask, w: number, h: number, f: number): Mask {
  const big = gray(w, h)
  for (let y = 0; y < h; y++) {
    const sy = Math.min(m.h - 1, Math.floor(y / f))
    for (let x = 0; x < w; x++) big.data[y * w + x] = m.data[sy * m.w + Math.min(m.w - 1, Math.floor(x / f))]!
  }
  const soft = blur(big, f * 0.9)
  const out = mask(w, h)
  for (let i = 0; i < out.data.length; i++) out.data[i] = soft.data[i]! >= 0.5 ? 1 : 0
  return out
}
