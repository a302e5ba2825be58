import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { acceptUpload, inspectUpload } from './accept-upload.ts'
import { MAX_UPLOAD_BYTES, UploadRejected, type RejectReason } from './rejection.ts'
import { sniffFormat } from './sniff.ts'

const photos = join(import.meta.dirname, '../../../../tests/fixtures/photos')
const chelseaPng = readFileSync(join(photos, 'chelsea.png'))
const chelseaHeic = readFileSync(join(photos, 'chelsea.heic'))
let chelseaJpeg: Buffer

/** A PNG whose header claims `width`×`height` over a few bytes of data: a decompression bomb. */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png)
  bomb.writeUInt32BE(width, 16)
  bomb.writeUInt32BE(height, 20)
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
  return bomb
}

/** A JPEG with `text` in a comment segment right after its start marker. */
function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1')
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)])
}

// The smallest ZIP there is: an end-of-central-directory record for no entries.
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)])

const svg = (inner: string, extra = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${extra} width="100" height="50" viewBox="0 0 100 50">${inner}</svg>`)

/** The strictest path: a design upload, where SVG is allowed and so must be checked. */
async function rejection(bytes: Uint8Array): Promise<RejectReason> {
  try {
    await acceptUpload(bytes, { svg: true })
  } catch (error) {
    if (error instanceof UploadRejected) return error.reason
    throw error
  }
  throw new Error('accepted')
}

beforeAll(async () => {
  chelseaJpeg = await sharp(chelseaPng).jpeg({ quality: 85 }).toBuffer()
  await inspectUpload(chelseaJpeg) // sharp's first call loads libvips; it is not what is measured
})

describe('the bad-file corpus', () => {
  const corpus: [string, () => Uint8Array, RejectReason][] = [
    ['PNG bomb (100,000 × 100,000 in 240 kB)', () => pngClaiming(chelseaPng, 100_000, 100_000), 'pixels'],
    ['PNG just over 40 megapixels', () => pngClaiming(chelseaPng, 8000, 5001), 'pixels'],
    ['truncated JPEG', () => chelseaJpeg.subarray(0, Math.floor(chelseaJpeg.length * 0.6)), 'truncated'],
    ['truncated PNG', () => chelseaPng.subarray(0, chelseaPng.length - 5000), 'truncated'],
    ['JPEG with a ZIP archive appended (GIFAR-style polyglot)', () => Buffer.concat([chelseaJpeg, EMPTY_ZIP]), 'polyglot'],
    ['JPEG with HTML in a comment', () => jpegWithComment(chelseaJpeg, '<html><script>alert(1)</script></html>'), 'polyglot'],
    ['PNG with PHP appended', () => Buffer.concat([chelseaPng, Buffer.from('<?php system($_GET["c"]); ?>')]), 'polyglot'],
    ['SVG with a script', () => svg('<script>alert(1)</script><rect width="10" height="10"/>'), 'unsafe_svg'],
    ['SVG with an event handler', () => svg('<rect width="10" height="10" onclick="alert(1)"/>'), 'unsafe_svg'],
    ['SVG with foreignObject', () => svg('<foreignObject width="10" height="10"><p>hi</p></foreignObject>'), 'unsafe_svg'],
    ['SVG with an external image', () => svg('<image href="https://example.com/x.png" width="10" height="10"/>'), 'unsafe_svg'],
    [
      'SVG with an external xlink',
      () => svg('<use xlink:href="http://example.com/s.svg#a"/>', 'xmlns:xlink="http://www.w3.org/1999/xlink"'),
      'unsafe_svg',
    ],
    [
      'SVG with entity expansion',
      () =>
        Buffer.from(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>${svg('<text>&b;</text>')}`),
      'unsafe_svg',
    ],
    ['HTML named photo.jpg (wrong extension)', () => Buffer.from('<!doctype html><html><body>hi</body></html>'), 'type'],
    ['GIF (not accepted)', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'type'],
    ['0 bytes', () => new Uint8Array(0), 'empty'],
    ['50 MB', () => Buffer.concat([chelseaJpeg, Buffer.alloc(50 * 1024 * 1024 - chelseaJpeg.length)]), 'size'],
  ]

  it.each(corpus)('%s is refused with its reason', async (_name, make, reason) => {
    expect(await rejection(make())).toBe(reason)
  })

  it('refuses each within 50 ms, decoding no pixels, with memory growing less than 100 MB', async () => {
    const files = corpus.map(([name, make]) => [name, make()] as const)
    const rssBefore = process.memoryUsage().rss
    const slow: string[] = []
    for (const [name, bytes] of files) {
      // Best of three: the host's scheduler, not the check, decides a single run's worst case.
      let best = Infinity
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        await rejection(bytes).catch(() => undefined)
        best = Math.min(best, performance.now() - started)
      }
      if (best > 50) slow.push(`${name}: ${best.toFixed(1)} ms`)
    }
    expect(slow).toEqual([])
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 2 ** 20)
  })
})

describe('acceptUpload', () => {
  it('refuses a JPEG cut short with a fake end marker as truncated (baseline and progressive)', async () => {
    for (const progressive of [false, true]) {
      const jpeg = await sharp(chelseaPng).jpeg({ quality: 85, progressive }).toBuffer()
      const faked = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), Buffer.from([0xff, 0xd9])])
      expect(await rejection(faked)).toBe('truncated')
    }
  })

  it('reads the type from the bytes: a PNG named .jpg is a PNG, and a JPEG stays a JPEG', async () => {
    expect(sniffFormat(chelseaPng)).toBe('png')
    const accepted = await acceptUpload(chelseaPng)
    expect(accepted).toMatchObject({ format: 'png', mime: 'image/jpeg', width: 451, height: 300 })
    expect(sniffFormat(accepted.bytes)).toBe('jpeg')
  })

  it('turns a photo upright by its EXIF orientation and keeps no metadata, GPS included', async () => {
    const tagged = await sharp(chelseaPng)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Inkdraft test camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
      })
      .toBuffer()
    const before = await sharp(tagged).metadata()
    expect(before.orientation).toBe(6)
    expect(before.exif?.includes('Inkdraft test camera')).toBe(true)

    const accepted = await acceptUpload(tagged)
    expect([accepted.width, accepted.height]).toEqual([300, 451])
    const after = await sharp(accepted.bytes).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    for (const marker of ['Exif', 'GPS', 'Inkdraft test camera', '48/1']) expect(accepted.bytes.includes(marker)).toBe(false)
  })

  it('decodes HEIC (HEVC, which sharp cannot) and keeps it as a JPEG of the same picture', async () => {
    expect(sniffFormat(chelseaHeic)).toBe('heif')
    expect((await inspectUpload(chelseaHeic)).hevc).toBe(true)
    const accepted = await acceptUpload(chelseaHeic)
    expect(accepted).toMatchObject({ format: 'heif', mime: 'image/jpeg', width: 451, height: 300 })
    // The same cat: the mean colour of the HEIC's decoding is within a few levels of the source's.
    const [a, b] = await Promise.all([sharp(accepted.bytes).stats(), sharp(chelseaPng).stats()])
    for (let c = 0; c < 3; c++) expect(Math.abs(a.channels[c]!.mean - b.channels[c]!.mean)).toBeLessThan(4)
  })

  it('keeps transparency as PNG', async () => {
    const withAlpha = await sharp(chelseaPng).ensureAlpha(0.5).png().toBuffer()
    const accepted = await acceptUpload(withAlpha)
    expect(accepted.mime).toBe('image/png')
    expect((await sharp(accepted.bytes).metadata()).hasAlpha).toBe(true)
  })

  it('rasterises a clean SVG design to a transparent PNG, 2048 px on its long side', async () => {
    const accepted = await acceptUpload(
      svg('<circle cx="50" cy="25" r="20" fill="#111"/>', 'xmlns:xlink="http://www.w3.org/1999/xlink"'),
      { svg: true },
    )
    expect(accepted).toMatchObject({ format: 'svg', mime: 'image/png', width: 2048, height: 1024 })
    const { channels } = await sharp(accepted.bytes).stats()
    expect(channels[3]!.min).toBe(0)
    expect(channels[3]!.max).toBe(255)
  })

  it('takes SVG only where designs are asked for: a photo upload refuses it by type', async () => {
    await expect(acceptUpload(svg('<circle cx="50" cy="25" r="20"/>'))).rejects.toMatchObject({ reason: 'type' })
  })

  it('accepts a JPEG with a motion-photo video after its end, and does not keep the video', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42'), Buffer.alloc(12), Buffer.alloc(4096, 7)])
    const accepted = await acceptUpload(Buffer.concat([chelseaJpeg, video]))
    expect(accepted.bytes.includes('ftypmp42')).toBe(false)
  })

  it('lets a file just under 20 MB through the size check', async () => {
    const padded = Buffer.concat([chelseaPng, Buffer.alloc(MAX_UPLOAD_BYTES - chelseaPng.length)])
    expect((await inspectUpload(padded)).format).toBe('png')
  })
})
