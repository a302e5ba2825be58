import sharp from 'sharp'
import { encodedUpload, inspectUpload, rasteriseSvg, uprightImage } from '../photo/intake/accept-upload.ts'
import { EngineInputError } from '../request.ts'
import { compositeTattoo } from './composite.ts'
import { DEFAULT_PLACEMENT, placementProblem, type TryOnPlacement } from './placement.ts'

export interface TryOnRequest {
  /** The body photo as uploaded (checked by the upload intake). */
  body: Uint8Array
  /** The design: a PNG (transparent where there is no ink), another photo format, or an SVG. */
  design: Uint8Array
  placement?: Partial<TryOnPlacement>
  /** The person mask from the editor (any image, greyscale, white on the person), fitted to the photo. */
  personMask?: Uint8Array
}

export interface TryOnResult {
  jpeg: Buffer
  width: number
  height: number
  ms: number
}

/**
 * The longest side and the pixels the composite is worked and saved at. A 12 MP phone photo
 * (4032 × 3024) keeps every pixel; a larger photo is scaled down within both, which bounds the
 * body at 12.6 MP (38 MB as RGB) and the compositor's per-pixel loop (the time of a design that
 * covers the whole photo) with it.
 */
export const TRY_ON_MAX_LONG_SIDE = 4096
export const TRY_ON_MAX_PIXELS = 4096 * 3072

/**
 * The design's pixels at most (2048 × 2048 if square, the engine's own PNG size). Each design
 * pixel becomes about 50 bytes in the compositor (premultiplied colour and ink layers as floats,
 * their blurs, the halo), so this holds the design's share near 200 MB; a 6300 px photo at scale 2
 * asked for 15750 px, 10 GB. A design drawn larger than the photo gains nothing, and one this size
 * covering a whole 4096 px photo is upsampled at most 2×.
 */
export const TRY_ON_MAX_DESIGN_PIXELS = 2048 * 2048

/** The design's size on the composite: as placed (plus a margin for the bend), within the bounds. */
export function designWorkingSize(
  placementScale: number,
  bodyWidth: number,
  bodyHeight: number,
  designAspect: number,
): { width: number; height: number } {
  const asPlaced = placementScale * bodyWidth * 1.25
  const byPixels = Math.sqrt(TRY_ON_MAX_DESIGN_PIXELS / designAspect)
  const width = Math.max(8, Math.floor(Math.min(asPlaced, byPixels, Math.max(bodyWidth, bodyHeight))))
  return { width, height: Math.max(1, Math.round(width * designAspect)) }
}

/** The photo's size once fitted within TRY_ON_MAX_LONG_SIDE and TRY_ON_MAX_PIXELS. */
export function bodyWorkingSize(width: number, height: number): { width: number; height: number } {
  const shrink = Math.min(1, TRY_ON_MAX_LONG_SIDE / Math.max(width, height), Math.sqrt(TRY_ON_MAX_PIXELS / (width * height)))
  if (shrink === 1) return { width, height }
  return { width: Math.max(1, Math.floor(width * shrink)), height: Math.max(1, Math.floor(height * shrink)) }
}

/**
 * The try-on composite at the body photo's resolution within TRY_ON_MAX_LONG_SIDE and _PIXELS: the editor's
 * own compositing function (composite.ts) on the working pixels, so what is saved is what was
 * seen, in bounded memory whatever the photo and placement.
 */
export async function renderTryOn(request: TryOnRequest): Promise<TryOnResult> {
  const started = performance.now()
  const problem = placementProblem(request.placement ?? {})
  if (problem) throw new EngineInputError('placement', problem)
  const placement: TryOnPlacement = { ...DEFAULT_PLACEMENT, ...request.placement }
  const [inspected, designInspected] = await Promise.all([
    inspectUpload(request.body),
    inspectUpload(request.design, { svg: true }),
  ])
  // The design at the size it will have on the photo (plus a margin for the bend), so it is
  // sampled near one to one rather than shrunk by the compositor's bilinear reads, within its
  // bound. The photo's upright size is known from its header, so both decode at once.
  const working = bodyWorkingSize(inspected.uprightWidth, inspected.uprightHeight)
  const bodyPixels = async () => {
    const upright = await uprightImage(request.body, inspected)
    const fitted =
      working.width === inspected.uprightWidth && working.height === inspected.uprightHeight
        ? upright
        : upright.resize({ width: working.width, height: working.height, fit: 'fill' })
    return encodedUpload(() => fitted.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }))
  }
  const designPixels = async () => {
    // An SVG is drawn by resvg, as every engine SVG is (the intake has checked it is self-contained
    // and within its drawing budget).
    const drawn = designInspected.svg !== undefined ? rasteriseSvg(designInspected.svg) : null
    const image = drawn ? sharp(drawn.bytes) : await uprightImage(request.design, designInspected)
    const [w, h] = drawn ? [drawn.width, drawn.height] : [designInspected.uprightWidth, designInspected.uprightHeight]
    const target = designWorkingSize(placement.scale, working.width, working.height, h / w)
    return encodedUpload(() =>
      image
        .resize({ width: target.width, height: target.height, fit: 'fill', kernel: 'lanczos3' })
        .ensureAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true }),
    )
  }
  const [bodyRaw, designRaw] = await Promise.all([bodyPixels(), designPixels()])
  const { width, height } = bodyRaw.info
  const body = {
    width,
    height,
    channels: 3 as const,
    data: new Uint8Array(bodyRaw.data.buffer, bodyRaw.data.byteOffset, bodyRaw.data.length),
  }
  const design = { width: designRaw.info.width, height: designRaw.info.height, channels: 4 as const, data: designRaw.data }
  let mask: { width: number; height: number; data: Uint8Array } | undefined
  if (request.personMask) {
    // The mask is an upload like any other: the intake checks it before a pixel is decoded.
    const maskImage = await uprightImage(request.personMask, await inspectUpload(request.personMask))
    const m = await encodedUpload(() =>
      maskImage.resize(width, height, { fit: 'fill' }).flatten({ background: '#000000' }).greyscale().raw().toBuffer(),
    )
    mask = { width, height, data: m }
  }
  compositeTattoo(body, design, placement, mask)
  const jpeg = await sharp(body.data, { raw: { width, height, channels: 3 } })
    // Huffman optimisation would be a second pass over 12 MP: 80 ms for a file a few percent smaller.
    .jpeg({ quality: 90, optimiseCoding: false })
    .toBuffer()
  return { jpeg, width, height, ms: Math.round(performance.now() - started) }
}
