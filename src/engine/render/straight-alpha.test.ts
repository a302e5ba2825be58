import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { renderPng, renderPngAsync, stopRasteriser } from './png.ts'
import { rasterOptions } from './raster-options.ts'
import { toStraightAlpha } from './straight-alpha.ts'

// Pale and saturated colours, a translucent wash and curved (anti-aliased) edges over nothing.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40mm" height="30mm" viewBox="0 0 40 30">' +
  '<path fill="#f4e3c1" fill-opacity="0.85" d="M2 2 C20 0 38 10 30 28 L4 26 Z"/>' +
  '<path fill="#c0392b" d="M10 10 C18 4 26 12 20 20 C14 26 6 18 10 10 Z"/>' +
  '<path fill="#ffffff" fill-opacity="0.3" d="M22 3 L37 6 L33 17 Z"/></svg>'

const decoded = async (png: Buffer) => (await sharp(png).ensureAlpha().raw().toBuffer()).valueOf()

afterAll(() => stopRasteriser())

describe('toStraightAlpha', () => {
  it("gives exactly the colours resvg's own PNG writer gives", async () => {
    const image = new Resvg(SVG, rasterOptions(40, 30, 400)).render()
    const straight = toStraightAlpha(image.pixels)
    const reference = await decoded(image.asPng())
    expect(Buffer.compare(Buffer.from(straight), reference)).toBe(0)
  })

  it('leaves empty and opaque pixels as they are and divides out the rest', () => {
    const px = new Uint8Array([0, 0, 0, 0, 17, 17, 17, 255, 64, 32, 0, 128, 1, 1, 1, 1])
    expect([...toStraightAlpha(px)]).toEqual([0, 0, 0, 0, 17, 17, 17, 255, 128, 64, 0, 128, 255, 255, 255, 1])
  })
})

describe('the raster thread', () => {
  it("draws the same pixels as resvg's own PNG, translucent and soft edges included", async () => {
    const [ours, reference] = await Promise.all([renderPngAsync(SVG, 40, 30, 400), decoded(renderPng(SVG, 40, 30, 400))])
    expect(Buffer.compare(await decoded(ours), reference)).toBe(0)
  })
})
