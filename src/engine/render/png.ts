import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js'
import sharp from 'sharp'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * resvg-js frees a rendered pixmap (12 MB at 2048 px) only when V8 collects its small JS wrapper,
 * and V8 does not count the native memory, so a busy process grew by hundreds of MB between
 * collections. After every ~100 MB of pixmaps the engine asks for a collection.
 */
const COLLECT_AFTER_BYTES = 100 * 2 ** 20
let pixmapBytes = 0
let collect: (() => void) | null = null
function collectSoon(bytes: number): void {
  pixmapBytes += bytes
  if (pixmapBytes < COLLECT_AFTER_BYTES) return
  pixmapBytes = 0
  if (!collect) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as () => void
  }
  setImmediate(collect)
}

/** The long side of every PNG the engine writes. */
export const PNG_LONG_SIDE_PX = 2048

function options(widthMm: number, heightMm: number, longSide: number): ResvgRenderOptions {
  const fitTo =
    widthMm >= heightMm ? ({ mode: 'width', value: longSide } as const) : ({ mode: 'height', value: longSide } as const)
  return { fitTo, background: 'rgba(0,0,0,0)', font: { loadSystemFonts: false }, shapeRendering: 2 }
}

/** Renders an SVG to a transparent PNG, `longSide` pixels on its longer side (blocking; for scripts and tests). */
export function renderPng(svg: string, widthMm: number, heightMm: number, longSide = PNG_LONG_SIDE_PX): Buffer {
  const image = new Resvg(svg, options(widthMm, heightMm, longSide)).render()
  collectSoon(image.width * image.height * 4)
  return image.asPng()
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
  collectSoon(image.width * image.height * 8)
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer()
}
