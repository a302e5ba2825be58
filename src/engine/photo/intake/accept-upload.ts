import { Resvg } from '@resvg/resvg-js'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { rasterOptions } from '../../render/raster-options.ts'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UploadRejected } from './rejection.ts'
import { sniffFormat, type UploadFormat } from './sniff.ts'
import { assertComplete, assertNotPolyglot } from './structure.ts'
import { assertJpegDataComplete } from './jpeg-scan.ts'
import { assertSafeSvg } from './svg-safety.ts'
import { assertSvgWithinBudget } from './svg-complexity.ts'
import { asBuffer } from '../../bytes.ts'

export interface InspectedUpload {
  format: UploadFormat
  /** Pixel size as the header states it (an SVG's is set when it is rasterised). */
  width: number
  height: number
  /** From the header: whether the image carries an alpha channel. */
  hasAlpha: boolean
  /** HEIF whose images are HEVC: sharp's libheif is built without that codec. */
  hevc: boolean
  /** Width and height once turned upright by the EXIF orientation (5–8 swap them). */
  uprightWidth: number
  uprightHeight: number
  /** An SVG's text, checked, decoded once. */
  svg?: string
}

export interface AcceptedImage {
  /** What was sent, from its bytes. */
  format: UploadFormat
  /** What is kept: a fresh encoding, upright, without any metadata (EXIF, GPS, XMP, comments). */
  mime: 'image/jpeg' | 'image/png'
  ext: 'jpg' | 'png'
  width: number
  height: number
  bytes: Buffer
}

export interface IntakeOptions {
  /** SVG designs are welcome where a design is (try-on); a photo must be a photo. */
  svg?: boolean
}

/** The long side an uploaded SVG design is rasterised to. */
export const SVG_RASTER_LONG_SIDE = 2048

/**
 * Everything that can be learnt before decoding at full size: size, type, completeness, hidden
 * content and the pixel count from the header, so a bomb or a fake is refused in milliseconds;
 * an SVG's drawing cost (svg-complexity.ts); a JPEG's data read through once at an eighth of its
 * size (jpeg-scan.ts). Blocking work (the scans, resvg): callers off the web server's thread use
 * this directly; the server goes through the intake thread (intake-client.ts).
 */
export async function inspectUpload(bytes: Uint8Array, options: IntakeOptions = {}): Promise<InspectedUpload> {
  if (bytes.byteLength === 0) throw new UploadRejected('empty', 'the file is empty')
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadRejected('size', `${bytes.byteLength} bytes, over ${MAX_UPLOAD_BYTES}`)
  const format = sniffFormat(bytes)
  if (!format || (format === 'svg' && !options.svg))
    throw new UploadRejected('type', `not a JPEG, PNG, WebP, HEIC/HEIF${options.svg ? ' or SVG' : ''}`)
  if (format === 'svg') {
    const svg = svgText(bytes)
    assertSafeSvg(svg)
    assertSvgWithinBudget(svg, SVG_RASTER_LONG_SIDE)
    return { format, width: 0, height: 0, hasAlpha: true, hevc: false, uprightWidth: 0, uprightHeight: 0, svg }
  }
  // Hidden content first: an appended archive also leaves the image without its end marker.
  assertNotPolyglot(bytes)
  assertComplete(format, bytes)
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new UploadRejected('corrupt', `the ${format} header cannot be read`)
  }
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (!width || !height) throw new UploadRejected('corrupt', 'no image size in the header')
  if (width * height > MAX_UPLOAD_PIXELS)
    throw new UploadRejected('pixels', `${width}×${height} is over ${MAX_UPLOAD_PIXELS / 1e6} megapixels`)
  if (format === 'jpeg') await assertJpegDataComplete(bytes)
  const swapped = (meta.orientation ?? 1) >= 5
  return {
    format,
    width,
    height,
    hasAlpha: meta.hasAlpha,
    hevc: format === 'heif' && meta.compression === 'hevc',
    uprightWidth: swapped ? height : width,
    uprightHeight: swapped ? width : height,
  }
}

/**
 * An inspected raster upload's picture, upright by its EXIF orientation and without alpha unless
 * the header has it, for an encoder to take (run the encoder through `encodedUpload`).
 */
export async function uprightImage(bytes: Uint8Array, inspected: InspectedUpload): Promise<Sharp> {
  if (inspected.hevc) return decodeHevc(bytes, inspected.hasAlpha)
  return sharp(bytes, decodeOptions).rotate().timeout({ seconds: DECODE_TIMEOUT_SECONDS })
}

/**
 * No upload within the limits takes more than a second or two to decode here; a file that keeps
 * libvips busy longer is hostile or broken, and is refused (as corrupt) rather than waited for.
 */
export const DECODE_TIMEOUT_SECONDS = 15

/** Runs an encoder over an upload's picture; a failure there is the file's fault, truncated or corrupt. */
export async function encodedUpload<T>(encode: () => Promise<T>): Promise<T> {
  try {
    return await encode()
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/truncat|premature|unexpected end|short read/i.test(message)) throw new UploadRejected('truncated', message)
    throw new UploadRejected('corrupt', message || 'the image data cannot be decoded')
  }
}

/**
 * An upload as Inkdraft keeps it: checked (inspectUpload), decoded, turned upright by its EXIF
 * orientation and encoded again (JPEG, or PNG where there is transparency), which drops all
 * metadata, GPS included. SVG designs (where allowed) are checked and rasterised to a
 * transparent PNG.
 */
export async function acceptUpload(bytes: Uint8Array, options: IntakeOptions = {}): Promise<AcceptedImage> {
  const inspected = await inspectUpload(bytes, options)
  if (inspected.svg !== undefined) return rasteriseSvg(inspected.svg)
  const { hasAlpha } = inspected
  const image = await uprightImage(bytes, inspected)
  const { data, info } = await encodedUpload(() =>
    (hasAlpha ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 92, mozjpeg: false })).toBuffer({
      resolveWithObject: true,
    }),
  )
  return {
    format: inspected.format,
    mime: hasAlpha ? 'image/png' : 'image/jpeg',
    ext: hasAlpha ? 'png' : 'jpg',
    width: info.width,
    height: info.height,
    bytes: data,
  }
}

// Decoding stops at the first sign of a cut-off file, and at the pixel limit whatever the header said.
const decodeOptions = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated', sequentialRead: true } as const

function svgText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new UploadRejected('corrupt', 'the SVG is not UTF-8 text')
  }
}

async function decodeHevc(bytes: Uint8Array, hasAlpha: boolean): Promise<Sharp> {
  // Loaded on the first HEIC: libheif's WebAssembly is 2 MB that most processes never need.
  const { default: decode } = await import('heic-decode')
  let decoded: Awaited<ReturnType<typeof decode>>
  try {
    decoded = await decode({ buffer: bytes })
  } catch (error) {
    throw new UploadRejected('corrupt', `the HEIC image cannot be decoded (${error instanceof Error ? error.message : error})`)
  }
  const { width, height, data } = decoded
  // libheif has already applied the file's rotation and mirroring (irot, imir).
  const image = sharp(asBuffer(data), { raw: { width, height, channels: 4 } })
  return hasAlpha ? image : image.removeAlpha()
}

/** A checked SVG (inspectUpload's `svg`) as a transparent PNG, its long side SVG_RASTER_LONG_SIDE. */
export function rasteriseSvg(text: string): AcceptedImage {
  try {
    // The first parse reads the design's own size; the engine's raster options fit its long side.
    const { width, height } = new Resvg(text, { font: { loadSystemFonts: false } })
    const image = new Resvg(text, rasterOptions(width, height, SVG_RASTER_LONG_SIDE)).render()
    return { format: 'svg', mime: 'image/png', ext: 'png', width: image.width, height: image.height, bytes: image.asPng() }
  } catch (error) {
    throw new UploadRejected('corrupt', `the SVG cannot be drawn (${error instanceof Error ? error.message : error})`)
  }
}
