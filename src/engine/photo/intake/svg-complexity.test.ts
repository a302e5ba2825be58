import { deflateSync } from 'node:zlib'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptUpload } from './accept-upload.ts'
import { UploadRejected, type RejectReason } from './rejection.ts'
import { assertSvgWithinBudget } from './svg-complexity.ts'

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1000" height="1000" viewBox="0 0 1000 1000">${inner}</svg>`

/** Issue 17's recipe: a full-canvas path and four groups of ten uses of the level below (10⁴ paths, 65 s in resvg). */
const useBomb = (href = 'href') =>
  svg(
    `<defs><path id="l0" d="M0 0H1000V1000H0Z"/>${[1, 2, 3, 4]
      .map((i) => `<g id="l${i}">${`<use ${href}="#l${i - 1}"/>`.repeat(10)}</g>`)
      .join('')}</defs><use ${href}="#l4"/>`,
  )

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A PNG header claiming `width`×`height` over one row of data: what the intake reads, not what resvg would decode. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 1
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width / 8))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const image = (bytes: Buffer, mime = 'image/png') =>
  `<image width="100" height="100" href="data:${mime};base64,${bytes.toString('base64')}"/>`

function reason(text: string): RejectReason | 'within budget' {
  try {
    assertSvgWithinBudget(text, 2048)
    return 'within budget'
  } catch (error) {
    if (error instanceof UploadRejected) return error.reason
    throw error
  }
}

describe('SVG drawing budget', () => {
  it('refuses the nested-use bomb as unsafe_svg before resvg sees it, under either href spelling', async () => {
    expect(reason(useBomb())).toBe('unsafe_svg')
    expect(reason(useBomb('xlink:href'))).toBe('unsafe_svg')
    const started = performance.now()
    await expect(acceptUpload(Buffer.from(useBomb()), { svg: true })).rejects.toMatchObject({ reason: 'unsafe_svg' })
    // Counted, not drawn: milliseconds where resvg took a minute (a bound for a busy host).
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it("lets 40,000 plain dots through (the engine's own dotwork has 8,400) but not 60,000", () => {
    const dots = (n: number) => svg('<circle cx="5" cy="5" r="1"/>'.repeat(n))
    expect(reason(dots(40_000))).toBe('within budget')
    expect(reason(dots(60_000))).toBe('unsafe_svg')
  })

  it('counts each referenced element once however often it is used, and lets a design with many uses through', () => {
    // Three levels of ten: 1,000 paths drawn, a real design's order of magnitude.
    const levels = [1, 2, 3].map((i) => `<g id="l${i}">${`<use href="#l${i - 1}"/>`.repeat(10)}</g>`).join('')
    expect(reason(svg(`<defs><circle id="l0" r="2"/>${levels}</defs><use href="#l3"/>`))).toBe('within budget')
  })

  it('refuses reference cycles and over-deep nesting', () => {
    expect(reason(svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'))).toBe('unsafe_svg')
    expect(reason(svg('<use id="self" href="#self"/>'))).toBe('unsafe_svg')
    expect(reason(svg(`${'<g>'.repeat(150)}<rect width="1" height="1"/>${'</g>'.repeat(150)}`))).toBe('unsafe_svg')
    const chain = Array.from({ length: 200 }, (_, i) => `<g id="c${i + 1}"><use href="#c${i}"/></g>`).join('')
    expect(reason(svg(`<defs><rect id="c0" width="1" height="1"/>${chain}</defs><use href="#c200"/>`))).toBe('unsafe_svg')
  })

  it('multiplies a marker by the vertices it is drawn at and a pattern by the shapes it fills', () => {
    const heavy = `<g id="heavy">${'<rect width="1" height="1"/>'.repeat(50)}</g>`
    const vertices = Array.from({ length: 400 }, (_, i) => `L${i} ${i}`).join('')
    expect(reason(svg(`<defs><marker id="m">${heavy}</marker></defs><path d="M0 0${vertices}" marker-mid="url(#m)"/>`))).toBe(
      'unsafe_svg',
    )
    const shapes = '<rect width="1" height="1"/>'.repeat(400)
    expect(reason(svg(`<defs><pattern id="p">${heavy}</pattern></defs><g style="fill: url(#p)">${shapes}</g>`))).toBe(
      'unsafe_svg',
    )
    // A gradient is paint, not drawing: 400 shapes filled with one cost nothing more.
    expect(
      reason(svg(`<defs><linearGradient id="g"><stop/><stop/></linearGradient></defs><g fill="url(#g)">${shapes}</g>`)),
    ).toBe('within budget')
  })

  it("refuses feTurbulence's 10 octaves, wide morphology kernels and too many filter passes", async () => {
    const turbulence = svg(
      '<filter id="f"><feTurbulence numOctaves="10"/></filter><rect width="1000" height="1000" filter="url(#f)"/>',
    )
    expect(turbulence.length).toBeLessThan(400)
    await expect(acceptUpload(Buffer.from(turbulence), { svg: true })).rejects.toMatchObject({ reason: 'unsafe_svg' })
    expect(reason(turbulence.replace('"10"', '"3"'))).toBe('within budget')
    // 50 user units are 102 px at 2048 px for a 1000-unit view.
    expect(
      reason(svg('<filter id="f"><feMorphology radius="50"/></filter><rect width="10" height="10" filter="url(#f)"/>')),
    ).toBe('unsafe_svg')
    const blurred = (n: number) =>
      svg(
        `<filter id="f"><feGaussianBlur stdDeviation="3"/></filter>${'<rect width="10" height="10" filter="url(#f)"/>'.repeat(n)}`,
      )
    expect(reason(blurred(40))).toBe('unsafe_svg')
    expect(reason(blurred(30))).toBe('within budget')
  })

  it('reads embedded images from their headers: 20000×20000 is refused as pixels, before any decoding', async () => {
    const bomb = Buffer.from(svg(image(pngClaiming(20_000, 20_000))))
    await expect(acceptUpload(bomb, { svg: true })).rejects.toMatchObject({ reason: 'pixels' })
    // Within the limit one at a time, over it together: each copy drawn is decoded again.
    const sixMp = pngClaiming(3000, 2000)
    expect(reason(svg(`<defs>${image(sixMp).replace('<image', '<image id="i"')}</defs>${'<use href="#i"/>'.repeat(3)}`))).toBe(
      'within budget',
    )
    expect(reason(svg(`<defs>${image(sixMp).replace('<image', '<image id="i"')}</defs>${'<use href="#i"/>'.repeat(7)}`))).toBe(
      'pixels',
    )
  })

  it('refuses embedded images it cannot read the size of, and nested SVG documents', async () => {
    expect(reason(svg(image(Buffer.from(svg('<rect/>')))))).toBe('unsafe_svg')
    const nested = Buffer.from(svg(image(Buffer.from(useBomb()), 'image/svg+xml')))
    await expect(acceptUpload(nested, { svg: true })).rejects.toMatchObject({ reason: 'unsafe_svg' })
  })

  it('calls malformed XML corrupt', () => {
    expect(reason('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBe('corrupt')
  })
})
