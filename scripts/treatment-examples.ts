/**
 * The photo tool's example per treatment: the test cat (tests/fixtures/photos/chelsea.png, CC0)
 * drawn by the engine in each treatment at thumbnail size, into public/studio/treatments/; and
 * the photo page's before and after (public/studio/hero/photo-{before,after}.webp): the same cat
 * and its hatched sketch, on paper; and the photo page's taste (public/studio/taste/<treatment>.webp,
 * ADR 42): the cat in every treatment at the hero's size, on paper. Run again when a treatment changes:
 *   node scripts/treatment-examples.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { previewPng, treatPhoto } from '../src/engine/photo/photo-design.ts'
import { TREATMENT_IDS } from '../src/engine/photo/treatments/ids.ts'

const root = join(import.meta.dirname, '..')
const out = join(root, 'public/studio/treatments')
const image = readFileSync(join(root, 'tests/fixtures/photos/chelsea.png'))
mkdirSync(out, { recursive: true })
for (const treatment of TREATMENT_IDS) {
  // 60 mm at 240 px: lines about as thick, relative to the picture, as on a forearm piece.
  const treated = await treatPhoto({ tool: 'photo', image, treatment, sizeMm: 60 }, { preview: true, longSide: 240 })
  const png = await previewPng(treated)
  writeFileSync(join(out, `${treatment}.png`), png)
  console.log(`${treatment}.png ${png.length} bytes`)
}

// The photo page's hero: the photo as it was sent, and what the engine made of it, the same size.
const hero = join(root, 'public/studio/hero')
mkdirSync(hero, { recursive: true })
const HERO_WIDTH = 560
const before = await sharp(image).resize({ width: HERO_WIDTH }).webp({ quality: 78 }).toBuffer()
const { height = 0 } = await sharp(before).metadata()
const treated = await treatPhoto(
  { tool: 'photo', image, treatment: 'sketch', sizeMm: 120 },
  { preview: true, longSide: HERO_WIDTH * 2 },
)
/** A treated photo on paper, the size of the photo as shown. */
const onPaper = async (treated: Awaited<ReturnType<typeof treatPhoto>>) =>
  sharp(await previewPng(treated))
    .resize({ width: HERO_WIDTH, height, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 78 })
    .toBuffer()
const after = await onPaper(treated)
writeFileSync(join(hero, 'photo-before.webp'), before)
writeFileSync(join(hero, 'photo-after.webp'), after)
console.log(`hero: before ${before.length} bytes, after ${after.length} bytes, ${HERO_WIDTH}×${height}`)

// The photo page's taste: the same cat through every treatment, drawn as the hero's sketch is.
const taste = join(root, 'public/studio/taste')
mkdirSync(taste, { recursive: true })
for (const treatment of TREATMENT_IDS) {
  // The sketch is the hero's after picture, drawn above.
  const webp =
    treatment === 'sketch'
      ? after
      : await onPaper(
          await treatPhoto({ tool: 'photo', image, treatment, sizeMm: 120 }, { preview: true, longSide: HERO_WIDTH * 2 }),
        )
  writeFileSync(join(taste, `${treatment}.webp`), webp)
  console.log(`taste/${treatment}.webp ${webp.length} bytes`)
}
