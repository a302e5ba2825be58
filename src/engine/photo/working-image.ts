import { encodedUpload, inspectUpload, uprightImage } from './intake/accept-upload.ts'
import { gray, type Gray } from './raster/image.ts'

/** A photo as the treatments work on it: upright, flattened on white, at working resolution. */
export interface WorkingImage {
  w: number
  h: number
  /** Luminance, 0 black to 1 white. */
  tone: Gray
  /** sRGB, three bytes a pixel. */
  rgb: Uint8Array
}

/**
 * Decodes an upload straight to the working resolution: the intake's checks first (a rejected
 * file throws UploadRejected), then a decode that JPEG and WebP shrink while loading, so a
 * 12-megapixel photo never exists at full size in memory.
 */
export async function loadWorkingImage(bytes: Uint8Array, longSide: number): Promise<WorkingImage> {
  const inspected = await inspectUpload(bytes)
  const image = await uprightImage(bytes, inspected)
  const { data, info } = await encodedUpload(() =>
    image
      .resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  )
  const { width: w, height: h, channels } = info
  const rgb = channels === 3 ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : dropChannels(data, channels)
  const tone = gray(w, h)
  for (let i = 0, j = 0; i < tone.data.length; i++, j += 3) {
    const y = 0.2126 * linear[rgb[j]!]! + 0.7152 * linear[rgb[j + 1]!]! + 0.0722 * linear[rgb[j + 2]!]!
    tone.data[i] = lightness[Math.round(y * LIGHTNESS_STEPS)]!
  }
  return { w, h, tone, rgb }
}

// Luminance is a sum of linear light; a gamma of 2.2 brings it back to perceived lightness.
const linear = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
})

const LIGHTNESS_STEPS = 4096
const lightness = Float32Array.from({ length: LIGHTNESS_STEPS + 1 }, (_, k) => (k / LIGHTNESS_STEPS) ** (1 / 2.2))

function dropChannels(data: Buffer, channels: number): Uint8Array {
  const n = data.length / channels
  const out = new Uint8Array(n * 3)
  for (let i = 0; i < n; i++) {
    const v = data[i * channels]!
    out[i * 3] = v
    out[i * 3 + 1] = channels >= 3 ? data[i * channels + 1]! : v
    out[i * 3 + 2] = channels >= 3 ? data[i * channels + 2]! : v
  }
  return out
}
