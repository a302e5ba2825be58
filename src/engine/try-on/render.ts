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
 * The try-on composite at the body photo's full resolution: the editor's own compositing
 * function (composite.ts) on the full-size pixels, so what is saved is what was seen.
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
  // sampled near one to one rather than shrunk by the compositor's bilinear reads. The photo's
  // upright size is known from its header, so both decode at once.
  const targetWidth = Math.max(8, Math.round(placement.scale * inspected.uprightWidth * 1.25))
  const bodyPixels = async () => {
    const upright = await uprightImage(request.body, inspected)
    return encodedUpload(() => upright.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }))
  }
  const designPixels = async () => {
    // An SVG is drawn by resvg, as every engine SVG is (the intake has checked it is self-contained).
    const image =
      designInspected.svg !== undefined
        ? sharp(rasteriseSvg(designInspected.svg).bytes)
        : await uprightImage(request.design, designInspected)
    return encodedUpload(() =>
      image
        .resize({ width: targetWidth, kernel: 'lanczos3' })
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
