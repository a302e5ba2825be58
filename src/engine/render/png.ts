import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js'
import sharp from 'sharp'

/** The long side of every PNG the engine writes. */
export const PNG_LONG_SIDE_PX = 2048

function options(widthMm: number, heightMm: number, longSide: number): ResvgRenderOptions {
  const fitTo =
    widthMm >= heightMm ? ({ mode: 'width', value: longSide } as const) : ({ mode: 'height', value: longSide } as const)
  return { fitTo, background: 'rgba(0,0,0,0)', font: { loadSystemFonts: false }, shapeRendering: 2 }
}

/** Renders an SVG to a transparent PNG, `longSide` pixels on its longer side (blocking; for scripts and tests). */
export function renderPng(svg: string, widthMm: number, heightMm: number, longSide = PNG_LONG_SIDE_PX): Buffer {
  return new Resvg(svg, options(widthMm, heightMm, longSide)).render().asPng()
}

/**
 * The same off the main thread: resvg rasterises and sharp encodes in libuv's pool, so the next
 * variation's geometry is drawn meanwhile. sharp's light deflate is several times faster than
 * resvg's own encoder at 2048 px and the files come out smaller.
 */
export async function renderPngAsync(
  svg: string,
  widthMm: number,
  heightMm: number,
  longSide = PNG_LONG_SIDE_PX,
): Promise<Buffer> {
  const image = await renderAsync(svg, options(widthMm, heightMm, longSide))
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer()
}
