/**
 * Rasterises the engine's SVGs to PNG, one at a time, on a thread of its own. resvg frees a
 * pixmap (12–16 MB at 2048 px) only when V8 collects its small JS wrapper, which a busy heap may
 * not do for hundreds of MB; this thread's heap holds little besides those wrappers, so a full
 * collection after each raster returns the memory at once. The collection costs what a worker's
 * bare heap costs to mark (1 ms on a quick host, 8–22 ms on a slow one), so it runs while the
 * encoder works on the libuv pool instead of before it.
 */
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { serve } from '../threads/serve.ts'
import { rasterOptions, type RasterRequest } from './raster-options.ts'
import { toStraightAlpha } from './straight-alpha.ts'

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void
// libvips' operation cache would keep each 16 MB input alive; every raster here is new anyway.
sharp.cache(false)

/** The raster as sharp takes it; resvg's pixmap is garbage once this returns. */
function rendered(svg: string, widthMm: number, heightMm: number, longSide: number) {
  const image = new Resvg(svg, rasterOptions(widthMm, heightMm, longSide)).render()
  return { width: image.width, height: image.height, pixels: toStraightAlpha(image.pixels) }
}

serve<RasterRequest, Uint8Array>(async ({ svg, widthMm, heightMm, longSide }) => {
  const { width, height, pixels } = rendered(svg, widthMm, heightMm, longSide)
  // sharp's light deflate is several times faster than resvg's own encoder at 2048 px, and smaller.
  // The call hands the work to the libuv pool at once and keeps `pixels` alive until it is done.
  const encoding = sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer()
  // The pixmap (and the last raster's pixel copy) go now, while the encoder runs.
  collect()
  const bytes = new Uint8Array(await encoding)
  return { result: bytes, transfer: [bytes.buffer] }
})
