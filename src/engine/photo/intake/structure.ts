import { UploadRejected } from './rejection.ts'
import { readU32, type UploadFormat } from './sniff.ts'
import { asBuffer } from '../../bytes.ts'

const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]

/** Index past the last byte that is not zero padding. */
function endOfData(bytes: Uint8Array): number {
  let end = bytes.length
  while (end > 0 && bytes[end - 1] === 0) end--
  return end
}

function endsWith(bytes: Uint8Array, end: number, tail: readonly number[]): boolean {
  if (end < tail.length) return false
  for (let i = 0; i < tail.length; i++) if (bytes[end - tail.length + i] !== tail[i]) return false
  return true
}

/**
 * Phones append things to JPEGs after the image ends: a motion photo's video (an ISO media file),
 * Samsung's trailer. A JPEG that does not end with its end-of-image marker is complete only if
 * one of those follows the last marker.
 */
function jpegComplete(bytes: Uint8Array): boolean {
  const end = endOfData(bytes)
  if (endsWith(bytes, end, [0xff, 0xd9])) return true
  for (let at = end - 2; at > 2; at--) {
    if (bytes[at] !== 0xff || bytes[at + 1] !== 0xd9) continue
    const after = at + 2
    const tag = String.fromCharCode(...bytes.subarray(after + 4, after + 8))
    return tag === 'ftyp' || String.fromCharCode(...bytes.subarray(end - 4, end)) === 'SEFT'
  }
  return false
}

/** The top-level boxes of an ISO media file tile it exactly, or end in padding. */
function isoBoxesComplete(bytes: Uint8Array): boolean {
  let at = 0
  while (at + 8 <= bytes.length) {
    let size = readU32(bytes, at)
    if (size === 1) {
      if (at + 16 > bytes.length) return false
      size = readU32(bytes, at + 8) * 2 ** 32 + readU32(bytes, at + 12)
    } else if (size === 0) return true // runs to the end of the file
    if (size < 8 || at + size > bytes.length) return false
    at += size
  }
  return at === bytes.length || endOfData(bytes) <= at
}

/** Refuses a file that stops before its image does ('truncated'). */
export function assertComplete(format: Exclude<UploadFormat, 'svg'>, bytes: Uint8Array): void {
  const complete =
    format === 'jpeg'
      ? jpegComplete(bytes)
      : format === 'png'
        ? containsTail(bytes)
        : format === 'webp'
          ? readU32le(bytes, 4) + 8 <= bytes.length
          : isoBoxesComplete(bytes)
  if (!complete) throw new UploadRejected('truncated', `${format} ends before its image does`)
}

const readU32le = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0

/** PNG's IEND chunk (type and CRC) in the last 4 kB before any zero padding. */
function containsTail(bytes: Uint8Array): boolean {
  const end = endOfData(bytes)
  const from = Math.max(0, end - 4096)
  return Buffer.from(bytes.buffer, bytes.byteOffset + from, end - from).indexOf(Buffer.from(PNG_IEND)) >= 0
}

// Markup a browser would run if it were ever served the file as HTML, and PHP. At least four
// letters each: shorter tags turn up by chance in a large photo's compressed data.
const ACTIVE_TAGS = ['script', 'html', 'iframe', 'object', 'embed', 'body', '?php']

/**
 * An image that is also something else a program would open: HTML or PHP hidden in a comment or
 * after the image, a ZIP or Java archive appended (readers find its directory at the end), a PDF.
 * The re-encoded copy would carry none of it, but such a file is an attack, not a photo. Short
 * signatures that compressed data produces by chance (a ZIP entry's 4 bytes turn up in one 20 MB
 * photo in 200) are not searched for; the archive's end record is checked for what it says.
 */
export function assertNotPolyglot(bytes: Uint8Array): void {
  const buffer = asBuffer(bytes)
  if (buffer.subarray(0, 1024).includes('%PDF-')) throw new UploadRejected('polyglot', 'a PDF header')
  if (hasZipDirectory(buffer)) throw new UploadRejected('polyglot', 'a ZIP archive at the end')
  const tag = activeTag(buffer)
  if (tag) throw new UploadRejected('polyglot', `<${tag}> markup inside the image`)
}

// `<script>`, `<script src=…`, `<html/`; not `<scripts` or a chance run of bytes. One regular
// expression over the bytes as Latin-1 is a single linear pass; a loop per `<` took 1.6 s over
// 19 MB of them.
const ACTIVE_TAG = new RegExp(`<(${ACTIVE_TAGS.map((t) => t.replace('?', '\\?')).join('|')})[>\\x20/\\t\\n\\r]`, 'i')

function activeTag(buffer: Buffer): string | null {
  return ACTIVE_TAG.exec(buffer.toString('latin1'))?.[1]?.toLowerCase() ?? null
}

/** A ZIP end-of-central-directory record whose comment length lands exactly on the end of the file. */
function hasZipDirectory(buffer: Buffer): boolean {
  const from = Math.max(0, buffer.length - 65_557)
  for (let at = buffer.lastIndexOf('PK\x05\x06'); at >= from; at = at > 0 ? buffer.lastIndexOf('PK\x05\x06', at - 1) : -1) {
    if (at + 22 <= buffer.length && at + 22 + buffer.readUInt16LE(at + 20) === buffer.length) return true
  }
  return false
}
