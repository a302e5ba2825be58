import { compositeTattoo, type Picture } from '@/engine'
import type { TryOnPlacement } from '@/engine'
import type { PersonMask } from './person-mask'

/** The preview's long side in pixels: enough for a sharp view, small enough to follow a drag. */
export const PREVIEW_LONG_SIDE = 960

function pixelsOf(image: CanvasImageSource, width: number, height: number): ImageData {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, 0, 0, width, height)
  return context.getImageData(0, 0, width, height)
}

/** The size the body photo is previewed at. */
export function previewSize(image: HTMLImageElement): { width: number; height: number } {
  const k = Math.min(1, PREVIEW_LONG_SIDE / Math.max(image.naturalWidth, image.naturalHeight))
  return { width: Math.max(1, Math.round(image.naturalWidth * k)), height: Math.max(1, Math.round(image.naturalHeight * k)) }
}

/** The body photo at preview size. */
export function bodyPixels(image: HTMLImageElement): ImageData {
  const { width, height } = previewSize(image)
  return pixelsOf(image, width, height)
}

/**
 * The design drawn at the width it will have on the preview, with the same margin the server
 * render uses (engine/try-on/render.ts), so both sample it near one to one.
 */
export function designPixels(image: HTMLImageElement, bodyWidth: number, scale: number): ImageData {
  const width = Math.max(8, Math.round(scale * bodyWidth * 1.25))
  const height = Math.max(1, Math.round((image.naturalHeight / image.naturalWidth) * width))
  return pixelsOf(image, width, height)
}

const picture = (data: ImageData): Picture => ({ width: data.width, height: data.height, channels: 4, data: data.data })

/** The composite of the preview: the server's compositor on the preview's pixels. */
export function compositePreview(
  body: ImageData,
  design: ImageData,
  placement: TryOnPlacement,
  personMask?: PersonMask,
): ImageData {
  const out = new ImageData(new Uint8ClampedArray(body.data), body.width, body.height)
  compositeTattoo(picture(out), picture(design), placement, personMask)
  return out
}
