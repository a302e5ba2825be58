import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { Sketch } from '../ink/sketch.ts'
import { STYLES } from '../styles.ts'
import { renderPng } from './png.ts'
import { toSvg } from './svg.ts'

describe('toSvg', () => {
  it('inks the crossing of two lines drawn in opposite directions', async () => {
    const sk = new Sketch(STYLES.traditional, 'bw')
    sk.element().curve(
      [
        [0, 0],
        [20, 20],
      ],
      'outline',
    )
    sk.element().curve(
      [
        [0, 20],
        [20, 0],
      ],
      'outline',
    )
    const ink = sk.compile(20, 20, 2)
    const png = renderPng(toSvg(ink), ink.widthMm, ink.heightMm, 200)
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!
    expect(alphaAt(100, 100)).toBe(255)
    expect(alphaAt(100, 20)).toBe(0)
  })
})
