/**
 * The text tool's style picker shows one small drawing per style: real engine output, drawn here
 * once and committed (public/studio/styles/<style>.webp), since the engine is deterministic and
 * the picker should not wait for the server. Run again when the engine's drawing changes:
 *   node scripts/render-style-examples.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { generate } from '../src/engine/generate.ts'
import { STYLES, STYLE_IDS } from '../src/engine/styles.ts'

const OUT = join(import.meta.dirname, '../public/studio/styles')
/** One subject for every style, so the picker compares the styles and not the subjects. */
const PROMPT = 'a swallow with a rose'
const SIZE_PX = 240

await mkdir(OUT, { recursive: true })
let total = 0
for (const style of STYLE_IDS) {
  const result = await generate({
    tool: 'text',
    prompt: style === 'lettering' ? '"Amor"' : PROMPT,
    style,
    colour: STYLES[style].defaultColour,
    placement: 'shoulder',
    variations: 1,
    seed: 7,
    language: 'en',
  })
  // On a white card: the picker shows it the same in light and dark themes, like paper.
  const webp = await sharp(result.outputs[0]!.png)
    .trim({ threshold: 0 })
    .resize({ width: SIZE_PX, height: SIZE_PX, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 72 })
    .toBuffer()
  await writeFile(join(OUT, `${style}.webp`), webp)
  total += webp.length
  console.log(`${style}: ${webp.length} bytes`)
}
console.log(`${STYLE_IDS.length} examples, ${total} bytes`)
process.exit(0)
