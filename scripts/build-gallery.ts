/**
 * Draws the gallery's designs (content/ideas, content/styles, content/showcase: every request in
 * `designs`; and the birth-flower page's twelve months, taste-designs.ts) into
 * public/gallery/<key>-<width>.webp, square, on paper:
 *   node scripts/build-gallery.ts [--force]
 * Part of `npm run build` and of the tests' build. Designs already drawn by the same engine are
 * kept; when any engine source changes, all are drawn again. Images no content asks for are removed.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { drawVariation, plan } from '../src/engine/design.ts'
import { rasterOptions } from '../src/engine/render/raster-options.ts'
import type { DrawnRequest } from '../src/engine/request.ts'
import {
  GALLERY_WIDTHS,
  SOCIAL_CARD,
  galleryImageFile,
  galleryKey,
  galleryRequest,
  socialCardFile,
  socialCardKey,
} from '../src/modules/galleries/gallery-key.ts'
import { BIRTH_MONTH_TASTES } from '../src/modules/galleries/taste-designs.ts'
import { CONTENT_DIR, designRequests, filesUnder } from './gallery-content.ts'

const root = join(import.meta.dirname, '..')
const out = join(root, 'public/gallery')
const { values } = parseArgs({ options: { force: { type: 'boolean' } } })

/** Every engine source, hashed: the stamp that says which engine drew the images in public/gallery. */
async function engineFingerprint(): Promise<string> {
  const hash = createHash('sha256')
  // The engine's sources, and this script and the key's, which decide how a design is laid on its card.
  const sources = [
    ...(await filesUnder(join(root, 'src/engine'), (n) => !/\.test\.ts$/.test(n))),
    import.meta.filename,
    join(root, 'src/modules/galleries/gallery-key.ts'),
  ]
  for (const file of sources) hash.update(relative(root, file)).update(await readFile(file))
  return hash.digest('hex').slice(0, 16)
}

const designs = new Map<string, DrawnRequest>()
// Every idea's and style's social card: the key of its first designs.
const cards = new Map<string, DrawnRequest[]>()
for (const file of await filesUnder(CONTENT_DIR, (n) => n.endsWith('.json'))) {
  const requests = await designRequests(file)
  for (const design of requests) designs.set(galleryKey(design), design)
  if (/\/(ideas|styles)\//.test(file) && requests.length)
    cards.set(socialCardKey(requests), requests.slice(0, SOCIAL_CARD.designs))
}
// The birth-flower page's month picker: one design per month (ADR 42).
for (const design of BIRTH_MONTH_TASTES) designs.set(galleryKey(design), design)

await mkdir(out, { recursive: true })
const stampFile = join(out, 'engine.stamp')
const fingerprint = await engineFingerprint()
const stamp = await readFile(stampFile, 'utf8').catch(() => '')
const existing = new Set(await readdir(out))
const fresh = !values.force && stamp.trim() === fingerprint
const started = performance.now()
/** The designs drawn in this run: their cards are laid again. */
const redrawn = new Set<string>()

/** The box of the pixels with any ink (alpha above zero), or undefined for an empty picture. */
function inkBox(pixels: Uint8Array, width: number, height: number) {
  let top = height
  let bottom = -1
  let left = width
  let right = -1
  for (let y = 0; y < height; y++) {
    const row = y * width * 4
    for (let x = 0; x < width; x++) {
      if (pixels[row + x * 4 + 3] === 0) continue
      if (y < top) top = y
      bottom = y
      if (x < left) left = x
      if (x > right) right = x
    }
  }
  return bottom < 0 ? undefined : { left, top, width: right - left + 1, height: bottom - top + 1 }
}

/**
 * The design trimmed to its ink and centred on a square of paper, a tenth of it margin. Drawing
 * and rasterising block this thread; what sharp does after runs on libuv's pool, so it is handed
 * back as a promise and the next design is drawn meanwhile.
 */
function draw(design: DrawnRequest, key: string): Promise<void> {
  const p = plan({ ...galleryRequest(design), variations: 1 } as DrawnRequest)
  const { svg } = drawVariation(p, 0)
  const largest = GALLERY_WIDTHS.at(-1)!
  const inner = Math.round(largest * 0.8)
  const picture = new Resvg(svg, rasterOptions(p.canvas.widthMm, p.canvas.heightMm, Math.round(inner * 1.6))).render()
  const { width, height, pixels } = picture
  const box = inkBox(pixels, width, height) ?? { left: 0, top: 0, width, height }
  // Raw pixels between the steps (resvg's are premultiplied): a PNG in between would be
  // compressed and decoded again each time.
  const raw = { width, height, channels: 4, premultiplied: true } as const
  return (async () => {
    const { data, info } = await sharp(pixels, { raw })
      .extract(box)
      .resize({ width: inner, height: inner, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const left = Math.floor((largest - info.width) / 2)
    const top = Math.floor((largest - info.height) / 2)
    const paper = await sharp(data, { raw: info })
      .extend({ top, left, bottom: largest - info.height - top, right: largest - info.width - left, background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    await Promise.all(
      GALLERY_WIDTHS.map(async (w) =>
        writeFile(
          join(out, galleryImageFile(key, w)),
          await sharp(paper.data, { raw: paper.info }).resize({ width: w }).webp({ quality: 76 }).toBuffer(),
        ),
      ),
    )
  })()
}

const wanted = new Set<string>(['engine.stamp'])
/** Designs being finished by sharp: at most two, so that both cores stay busy and memory stays small. */
const finishing: Promise<void>[] = []
for (const [key, design] of designs) {
  const names = GALLERY_WIDTHS.map((w) => galleryImageFile(key, w))
  for (const n of names) wanted.add(n)
  if (fresh && names.every((n) => existing.has(n))) continue
  finishing.push(draw(design, key))
  redrawn.add(key)
  if (finishing.length >= 2) await finishing.shift()
}
await Promise.all(finishing)
/** The card: the designs' largest images side by side, centred on paper. */
async function card(key: string, of: DrawnRequest[]): Promise<void> {
  const { width, height } = SOCIAL_CARD
  const side = Math.min(height - 80, Math.floor((width - 40 * (of.length + 1)) / of.length))
  const gap = (width - side * of.length) / (of.length + 1)
  const tiles = await Promise.all(
    of.map(async (d, i) => ({
      input: await sharp(join(out, galleryImageFile(galleryKey(d), GALLERY_WIDTHS.at(-1)!)))
        .resize(side, side)
        .toBuffer(),
      left: Math.round(gap + i * (side + gap)),
      top: Math.round((height - side) / 2),
    })),
  )
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
  await writeFile(join(out, socialCardFile(key)), jpeg)
}

for (const [key, of] of cards) {
  const name = socialCardFile(key)
  wanted.add(name)
  if (fresh && existing.has(name) && !of.some((d) => redrawn.has(galleryKey(d)))) continue
  await card(key, of)
}
for (const name of existing) if (!wanted.has(name)) await rm(join(out, name))
await writeFile(stampFile, `${fingerprint}\n`)
console.log(
  `gallery: ${designs.size} designs and ${cards.size} cards, ${redrawn.size} drawn in ${((performance.now() - started) / 1000).toFixed(1)} s (engine ${fingerprint})`,
)
