/**
 * The photo tool's example per treatment: the test cat (tests/fixtures/photos/chelsea.png, CC0)
 * drawn by the engine in each treatment at thumbnail size, into public/studio/treatments/. Run
 * again when a treatment changes:
 *   node scripts/treatment-examples.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
