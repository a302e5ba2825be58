/**
 * Renders the birth-flower tool's small previews with the engine itself, into public/studio/:
 *   node scripts/render-flower-previews.ts [--out public/studio]
 * flowers/<id>.webp  each of the 24 flowers as the engine draws it for its month, alone
 * layouts/<id>.webp  each layout with the same three months
 * Committed so the form shows real drawings without asking the server; run again when the
 * flower models or layouts change.
 */
import sharp from 'sharp'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { LAYOUT_IDS, type LayoutId } from '../src/engine/birth-flower/layouts.ts'
import { BIRTH_FLOWERS } from '../src/engine/birth-flowers.ts'
import { drawVariation, plan } from '../src/engine/design.ts'
import { renderPng } from '../src/engine/render/png.ts'
import type { BirthFlowerRequest } from '../src/engine/request.ts'

const { values } = parseArgs({ options: { out: { type: 'string', default: 'public/studio' } } })
const out = values.out

/** Shown at about 64 and 96 CSS px: twice that covers phones' dense screens. */
const FLOWER_PX = 160
const LAYOUT_PX = 192

/** The design drawn as a print, trimmed to its ink and fitted in a box, as a small WebP. */
async function preview(request: BirthFlowerRequest, box: number, file: string): Promise<number> {
  const p = plan(request)
  const { svg } = drawVariation(p, 0)
  const png = renderPng(svg, p.canvas.widthMm, p.canvas.heightMm, box * 3)
  const bytes = await sharp(await sharp(png).trim({ threshold: 1 }).toBuffer())
    .resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 72, alphaQuality: 80, effort: 6 })
    .toBuffer()
  await sharp(bytes).toFile(file)
  return bytes.length
}

await mkdir(join(out, 'flowers'), { recursive: true })
await mkdir(join(out, 'layouts'), { recursive: true })
let total = 0
for (const entry of BIRTH_FLOWERS)
  for (const choice of ['primary', 'secondary'] as const) {
    const request: BirthFlowerRequest = {
      tool: 'birth-flower',
      months: [entry.month],
      flowers: [choice],
      layout: 'single-stem',
      placement: 'shoulder',
      style: 'fine-line',
      seed: 3,
    }
    total += await preview(request, FLOWER_PX, join(out, 'flowers', `${entry[choice]}.webp`))
  }
const LAYOUT_MONTHS: Record<LayoutId, number[]> = {
  'single-stem': [6, 4],
  bouquet: [6, 3, 9],
  wreath: [6, 3, 9, 11, 1],
  spine: [6, 3, 9],
  band: [6, 3, 9, 4],
}
for (const layout of LAYOUT_IDS)
  total += await preview(
    { tool: 'birth-flower', months: LAYOUT_MONTHS[layout], layout, style: 'fine-line', seed: 3 },
    LAYOUT_PX,
    join(out, 'layouts', `${layout}.webp`),
  )
console.log(`${BIRTH_FLOWERS.length * 2} flowers and ${LAYOUT_IDS.length} layouts, ${Math.round(total / 1024)} KiB in ${out}`)
