import type { PhotoRequest } from '../request.ts'
import { previewPng, treatPhoto } from './photo-design.ts'

/**
 * The live preview's long side in pixels: large enough to judge lines and tone on a phone or in
 * a side panel, small enough that most treatments answer within a slider's pause (ADR 29).
 */
export const LIVE_PREVIEW_LONG_SIDE = 400

/** A photo's treatment at screen size: a transparent PNG of the ink, and the print size it stands for. */
export interface PhotoPreview {
  png: Uint8Array
  width: number
  height: number
  widthMm: number
  heightMm: number
  /** Time spent on the engine's thread. */
  ms: number
}

/** The treatment of a photo request, raster only (no tracing, no stencil, no PDF). */
export async function photoPreview(request: PhotoRequest): Promise<PhotoPreview> {
  const started = performance.now()
  const treated = await treatPhoto(request, { preview: true, longSide: LIVE_PREVIEW_LONG_SIDE })
  const png = await previewPng(treated)
  return {
    png: new Uint8Array(png),
    width: treated.w,
    height: treated.h,
    widthMm: treated.widthMm,
    heightMm: treated.heightMm,
    ms: Math.round(performance.now() - started),
  }
}
