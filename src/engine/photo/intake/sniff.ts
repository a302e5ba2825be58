export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'svg'

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

// ISO base media brands of HEIF stills and sequences: HEVC (heic…), AV1 (avif), generic (mif1).
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis'])

/** What the bytes are, from their first bytes only; the file's name and declared type are not asked. */
export function sniffFormat(bytes: Uint8Array): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const size = readU32(bytes, 0)
    const end = Math.min(bytes.length, Math.max(size, 16))
    for (let at = 8; at + 4 <= end; at += 4) if (at !== 12 && HEIF_BRANDS.has(ascii(bytes, at, at + 4))) return 'heif'
    return null
  }
  return looksLikeSvg(bytes) ? 'svg' : null
}

export const readU32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0

/** Text whose first element, after an XML declaration, comments and a doctype, is <svg. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '')
  const rest = head.replace(/^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*/i, '')
  return /^<svg[\s>/]/i.test(rest)
}
