import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { EngineInputError } from '../request.ts'
import { UploadRejected } from '../photo/intake/rejection.ts'
import { bodyWorkingSize, designWorkingSize, renderTryOn, TRY_ON_MAX_DESIGN_PIXELS, TRY_ON_MAX_PIXELS } from './render.ts'

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/photos')

/** A body photo stand-in: flat skin tone with a little texture, and a GPS tag in its EXIF. */
async function skin(width = 800, height = 600): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i += 3) {
    const t = ((i * 2654435761) >>> 24) % 16
    noise[i] = 200 + t
    noise[i + 1] = 160 + t
    noise[i + 2] = 135 + t
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer()
}

/** A black disc on transparency, 400 px. */
const disc = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="180"/></svg>'))
    .png()
    .toBuffer()

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return [data[i]!, data[i + 1]!, data[i + 2]!]
}

describe('try-on composite', () => {
  it('inks the design where it was placed, multiplied into the skin, and only there', async () => {
    const body = await skin()
    const r = await renderTryOn({ body, design: await disc(), placement: { x: 0.25, y: 0.5, scale: 0.3, curve: 0, opacity: 1 } })
    expect([r.width, r.height]).toEqual([800, 600])
    const centre = await pixel(r.jpeg, 200, 300)
    const away = await pixel(r.jpeg, 650, 300)
    expect(centre[0]).toBeLessThan(80)
    expect(away[0]).toBeGreaterThan(190)
    // Ink in skin, not paint: healed black turns the skin's warm cast blue-green.
    expect(centre[2]! / centre[0]!).toBeGreaterThan((away[2]! / away[0]!) * 1.1)
  })

  it('moves, scales and rotates with the placement', async () => {
    const body = await skin()
    const design = await sharp({ create: { width: 400, height: 100, channels: 4, background: '#000000ff' } })
      .png()
      .toBuffer()
    const flat = await renderTryOn({ body, design, placement: { x: 0.5, y: 0.5, scale: 0.5, rotate: 0, curve: 0, opacity: 1 } })
    const turned = await renderTryOn({
      body,
      design,
      placement: { x: 0.5, y: 0.5, scale: 0.5, rotate: 90, curve: 0, opacity: 1 },
    })
    // A wide bar: across the middle when flat, up and down when turned.
    expect((await pixel(flat.jpeg, 550, 300))[0]).toBeLessThan(80)
    expect((await pixel(turned.jpeg, 550, 300))[0]).toBeGreaterThan(190)
    expect((await pixel(turned.jpeg, 400, 150))[0]).toBeLessThan(80)
  })

  it('keeps the ink off what the person mask leaves out, and writes no GPS', async () => {
    const body = await skin()
    const mask = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 400, height: 600, channels: 3, background: '#fff' } }, left: 0, top: 0 }])
      .png()
      .toBuffer()
    const r = await renderTryOn({
      body,
      design: await disc(),
      placement: { x: 0.5, y: 0.5, scale: 0.4, curve: 0, opacity: 1 },
      personMask: mask,
    })
    expect((await pixel(r.jpeg, 360, 300))[0]).toBeLessThan(80)
    expect((await pixel(r.jpeg, 440, 300))[0]).toBeGreaterThan(190)
    const meta = await sharp(r.jpeg).metadata()
    expect(meta.exif).toBeUndefined()
  })

  it('takes the fixture photos and an SVG design; refuses bad files and placements', async () => {
    const body = await readFile(join(FIXTURES, 'astronaut.png'))
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1H9V9H1Z"/></svg>')
    const r = await renderTryOn({ body, design: svg, placement: { look: 'fresh' } })
    expect(r.width).toBe(512)
    await expect(renderTryOn({ body: Buffer.alloc(0), design: svg })).rejects.toBeInstanceOf(UploadRejected)
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expect(renderTryOn({ body, design: script })).rejects.toMatchObject({ reason: 'unsafe_svg' })
    await expect(renderTryOn({ body, design: svg, placement: { scale: 9 } })).rejects.toBeInstanceOf(EngineInputError)
  })

  it('renders a 6300 × 6300 photo with the extreme placement at a bounded size (issue 17: 45 s and 10 GB before)', async () => {
    // 154 kB in the probe: a large photo that compresses to little.
    const body = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#d9a88c' } })
      .png()
      .toBuffer()
    const r = await renderTryOn({
      body,
      design: await disc(),
      placement: { scale: 2, rotate: 45, curve: 1, perspective: 1, opacity: 1 },
    })
    expect([r.width, r.height]).toEqual([3547, 3547])
    expect(r.width * r.height).toBeLessThanOrEqual(TRY_ON_MAX_PIXELS)
    // The disc covers the middle of the photo, inked.
    expect((await pixel(r.jpeg, 1773, 1773))[0]).toBeLessThan(120)
    // A few seconds of work on a quiet 2-core host (12.6 MP composited); the margin is for a loaded one.
  }, 60_000)
})

describe('try-on working size', () => {
  it('keeps a 12 MP phone photo whole and scales larger ones within the long side and pixel bounds', () => {
    expect(bodyWorkingSize(4032, 3024)).toEqual({ width: 4032, height: 3024 })
    expect(bodyWorkingSize(3024, 4032)).toEqual({ width: 3024, height: 4032 })
    expect(bodyWorkingSize(8000, 5000)).toEqual({ width: 4096, height: 2560 })
    const square = bodyWorkingSize(6300, 6300)
    expect(square.width * square.height).toBeLessThanOrEqual(TRY_ON_MAX_PIXELS)
  })

  it('draws the design as placed while it is small, and never beyond its pixel bound or the photo', () => {
    // 12 MP phone photo, design a third of its width: 1.25 × as placed, as before.
    expect(designWorkingSize(0.3, 4032, 3024, 1)).toEqual({ width: 1512, height: 1512 })
    const huge = designWorkingSize(2, 4096, 4096, 1)
    expect(huge.width * huge.height).toBeLessThanOrEqual(TRY_ON_MAX_DESIGN_PIXELS)
    // A long thin design is held to the photo's long side.
    expect(designWorkingSize(2, 4096, 3072, 0.05).width).toBe(4096)
  })
})
