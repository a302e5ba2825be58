import { Resvg } from '@resvg/resvg-js'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UploadRejected } from './rejection.ts'
import { sniffFormat, type UploadFormat } from './sniff.ts'
import { assertComplete, assertNotPolyglot } from './structure.ts'
import { assertSafeSvg } from './svg-safety.ts'

export interface InspectedUpload {
  format: UploadFormat
  /** Pixel size as the header states it (an SVG's is set when it is rasterised). */
  width: number
  height: number
  /** HEIF whose images are HEVC: sharp's libheif is built without that codec. */
  hevc: boolean
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

/** The long side an uploaded SVG design is rasterised to. */
export const SVG_RASTER_LONG_SIDE = 2048

/**
 * Everything that can be learnt without decoding a pixel: size, type, completeness, hidden
 * content and the pixel count from the header, so a bomb or a fake is refused in milliseconds.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<InspectedUpload> {
  if (bytes.byteLength === 0) throw new UploadRejected('empty', 'the file is empty')
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadRejected('size', `${bytes.byteLength} bytes, over ${MAX_UPLOAD_BYTES}`)
  const format = sniffFormat(bytes)
  if (!format) throw new UploadRejected('type', 'not a JPEG, PNG, WebP, HEIC/HEIF or SVG')
  if (format === 'svg') {
    assertSafeSvg(svgText(bytes))
    return { format, width: 0, height: 0, hevc: false }
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
  return { format, width, height, hevc: format === 'heif' && meta.compression === 'hevc' }
}

/**
 * An upload as Inkdraft keeps it: checked (inspectUpload), decoded, turned upright by its EXIF
 * orientation and encoded again (JPEG, or PNG where there is transparency), which drops all
 * metadata, GPS included. SVG designs are checked and rasterised to a transparent PNG.
 */
export async function acceptUpload(bytes: Uint8Array): Promise<AcceptedImage> {
  const inspected = await inspectUpload(bytes)
  if (inspected.format === 'svg') return rasteriseSvg(svgText(bytes))
  const { image, hasAlpha } = inspected.hevc
    ? await decodeHevc(bytes)
    : { image: sharp(bytes, decodeOptions).rotate(), hasAlpha: (await sharp(bytes).metadata()).hasAlpha }
  try {
    const { data, info } = await (
      hasAlpha ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 92, mozjpeg: false })
    ).toBuffer({ resolveWithObject: true })
    return {
      format: inspected.format,
      mime: hasAlpha ? 'image/png' : 'image/jpeg',
      ext: hasAlpha ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
      bytes: data,
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/truncat|premature|unexpected end|short read/i.test(message)) throw new UploadRejected('truncated', message)
    throw new UploadRejected('corrupt', message || 'the image data cannot be decoded')
  }
}

// Decoding stops at the first sign of a cut-off file and after 20 s on a pathological one.
const decodeOptions = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated', sequentialRead: true } as const

function svgText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new UploadRejected('corrupt', 'the SVG is not UTF-8 text')
  }
}

async function decodeHevc(bytes: Uint8Array): Promise<{ image: Sharp; hasAlpha: boolean }> {
  // Loaded on the first HEIC: libheif's WebAssembly is 2 MB that most processes never need.
  const { default: decode } = await import('heic-decode')
  let decoded: Awaited<ReturnType<typeof decode>>
  try {
    decoded = await decode({ buffer: bytes })
  } catch (error) {
    throw new UploadRejected('corrupt', `the HEIC image cannot be decoded (${error instanceof Error ? error.message : error})`)
  }
  const { width, height, data } = decoded
  let hasAlpha = false
  for (let i = 3; i < data.length && !hasAlpha; i += 4) hasAlpha = data[i]! < 255
  // libheif has already applied the file's rotation and mirroring (irot, imir).
  const image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
  return { image: hasAlpha ? image : image.removeAlpha(), hasAlpha }
}

function rasteriseSvg(text: string): AcceptedImage {
  let png: Buffer
  let width: number
  let height: number
  try {
    const svg = new Resvg(text, { fitTo: { mode: 'width', value: SVG_RASTER_LONG_SIDE }, font: { loadSystemFonts: false } })
    const portrait = svg.height > svg.width
    const fitted = portrait
      ? new Resvg(text, { fitTo: { mode: 'height', value: SVG_RASTER_LONG_SIDE }, font: { loadSystemFonts: false } })
      : svg
    const image = fitted.render()
    png = image.asPng()
    width = image.width
    height = image.height
  } catch (error) {
    throw new UploadRejected('corrupt', `the SVG cannot be drawn (${error instanceof Error ? error.message : error})`)
  }
  return { format: 'svg', mime: 'image/png', ext: 'png', width, height, bytes: png }
}
