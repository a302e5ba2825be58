import { Resvg } from '@resvg/resvg-js'
import { threadClient, threadEntry } from '../threads/client.ts'
import { PNG_LONG_SIDE_PX, rasterOptions, type RasterRequest } from './raster-options.ts'
import { asBuffer } from '../bytes.ts'

export { PNG_LONG_SIDE_PX }

/** Renders an SVG to a transparent PNG, `longSide` pixels on its longer side (blocking; for scripts and tests). */
export function renderPng(svg: string, widthMm: number, heightMm: number, longSide = PNG_LONG_SIDE_PX): Buffer {
  return new Resvg(svg, rasterOptions(widthMm, heightMm, longSide)).render().asPng()
}

const rasteriser = threadClient<RasterRequest, Uint8Array>(threadEntry('raster-thread', import.meta.url), {
  name: 'rasteriser',
  // Its heap holds the SVG in hand and the wrappers of native memory; a small nursery suffices.
  resourceLimits: { maxYoungGenerationSizeMb: 4 },
})

/**
 * The same on the raster thread, so the caller draws the next variation meanwhile; rasters queue
 * there one at a time, which bounds their memory (with the drawing thread, two cores are busy).
 */
export async function renderPngAsync(
  svg: string,
  widthMm: number,
  heightMm: number,
  longSide = PNG_LONG_SIDE_PX,
): Promise<Buffer> {
  return asBuffer(await rasteriser.call({ svg, widthMm, heightMm, longSide }))
}

/** Stops the raster thread (tests, shutdown). */
export const stopRasteriser = rasteriser.stop
