import { readU32 } from './sniff.ts'

export interface PixelSize {
  width: number
  height: number
}

const readU16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const readU16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const readU24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

/**
 * The pixel size an image's header states, for the formats an SVG may embed (PNG, JPEG, GIF,
 * WebP), without decoding anything; null when the header is not one of them or is cut short.
 * What a decoder would allocate is known before it runs.
 */
export function headerPixelSize(b: Uint8Array): PixelSize | null {
  if (b.length >= 24 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n' && ascii(b, 12, 16) === 'IHDR')
    return { width: readU32(b, 16), height: readU32(b, 20) }
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'))
    return { width: readU16le(b, 6), height: readU16le(b, 8) }
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return webpSize(b)
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b)
  return null
}

function webpSize(b: Uint8Array): PixelSize | null {
  const chunk = ascii(b, 12, 16)
  // VP8X: canvas size minus one, 24 bits each; VP8L: 14 bits each after the signature byte.
  if (chunk === 'VP8X') return { width: readU24le(b, 24) + 1, height: readU24le(b, 27) + 1 }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: readU16le(b, 26) & 0x3fff, height: readU16le(b, 28) & 0x3fff }
  return null
}

/** The first start-of-frame segment's size; the segments before it are skipped by their lengths. */
function jpegSize(b: Uint8Array): PixelSize | null {
  let at = 2
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null
      return { width: readU16(b, at + 7), height: readU16(b, at + 5) }
    }
    if (marker === 0xd9 || marker === 0xda) return null // the image data began without a frame header
    at += 2 + readU16(b, at + 2)
  }
  return null
}
