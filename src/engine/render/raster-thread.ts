/**
 * Rasterises the engine's SVGs to PNG, one at a time, on a thread of its own. resvg frees a
 * pixmap (12–16 MB at 2048 px) only when V8 collects its small JS wrapper, which a busy heap may
 * not do for hundreds of MB; this thread's heap holds little besides those wrappers, so a full
 * collection after each raster returns the memory at once (1 ms on a quick host, 8–22 ms where
 * handing pages back is slow; in the drawing thread's heap it would cost several times more).
 */
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { serve } from '../threads/serve.ts'
import { rasterOptions, type RasterRequest } from './raster-options.ts'

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void
// libvips' operation cache would keep each 16 MB input alive; every raster here is new anyway.
sharp.cache(false)

/** The raster as sharp takes it; resvg's pixmap is garbage once this returns. */
function rendered(svg: string, widthMm: number, heightMm: number, longSide: number) {
  const image = new Resvg(svg, rasterOptions(widthMm, heightMm, longSide)).render()
  return { width: image.width, height: image.height, pixels: image.pixels }
}

serve<RasterRequest, Uint8Array>(async ({ svg, widthMm, heightMm, longSide }) => {
  const { width, height, pixels } = rendered(svg, widthMm, heightMm, longSide)
  // The pixmap (and the last raster's pixel copy) go now, before the encoder takes its share.
  collect()
  // sharp's light deflate is several times faster than resvg's own encoder at 2048 px, and smaller.
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer()
  const bytes = new Uint8Array(png)
  return { result: bytes, transfer: [bytes.buffer] }
})
