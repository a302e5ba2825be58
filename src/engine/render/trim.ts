import sharp from 'sharp'

/** A transparent PNG cropped to its ink and fitted within `longSide`, so its width is the design's own. */
export function trimToInk(png: Uint8Array, longSide: number): Promise<Buffer> {
  return sharp(png).trim({ threshold: 0 }).resize({ width: longSide, height: longSide, fit: 'inside' }).png().toBuffer()
}
