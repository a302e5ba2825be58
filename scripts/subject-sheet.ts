/**
 * Renders the engine's subject models (src/engine/subjects) for review by eye: one row per
 * subject and form, one column per style, each drawn at print size with its narrowest paper gap.
 *   node scripts/subject-sheet.ts [--subjects skull,dagger] [--styles s,t] [--size 70] [--seed 1] [--out file.png]
 */
import sharp, { type OverlayOptions } from 'sharp'
import { parseArgs } from 'node:util'
import { Sketch } from '../src/engine/ink/sketch.ts'
import { narrowestGapMm } from '../src/engine/print/narrowest-gap.ts'
import { Random } from '../src/engine/random.ts'
import { renderPng } from '../src/engine/render/png.ts'
import { toSvg } from '../src/engine/render/svg.ts'
import { STYLES, type StyleId } from '../src/engine/styles.ts'
import { SUBJECT_MODELS } from '../src/engine/subjects/index.ts'

const { values } = parseArgs({
  options: {
    subjects: { type: 'string' },
    styles: { type: 'string', default: 'traditional,fine-line,blackwork,dotwork,neo-traditional,japanese,geometric,sketch' },
    size: { type: 'string', default: '70' },
    seed: { type: 'string', default: '1' },
    colour: { type: 'string' },
    out: { type: 'string', default: '/tmp/subject-sheet.png' },
  },
})

const CELL_PX = 300
const LABEL_PX = 24
const ids = values.subjects?.split(',') ?? [...SUBJECT_MODELS.keys()]
const styles = values.styles.split(',') as StyleId[]
const size = Number(values.size)
const started = performance.now()
const parts: OverlayOptions[] = []
let row = 0
for (const id of ids) {
  const model = SUBJECT_MODELS.get(id)
  if (!model) {
    console.error(`no subject model "${id}"`)
    continue
  }
  model.aspects.forEach((aspect, form) => {
    styles.forEach((style, col) => {
      const spec = STYLES[style]
      const sk = new Sketch(spec, (values.colour as 'bw' | 'color' | undefined) ?? spec.defaultColour)
      const w = aspect >= 1 ? size : size * aspect
      const h = aspect >= 1 ? size / aspect : size
      const m = 4
      const t0 = performance.now()
      model.draw(sk, new Random(Number(values.seed)), {
        box: { x: m, y: m, w, h },
        form,
        mirror: false,
        colour: sk.inColour ? spec.palette[0] : undefined,
      })
      const ink = sk.compile(w + 2 * m, h + 2 * m, m)
      const ms = performance.now() - t0
      const gap = narrowestGapMm(ink)
      const png = renderPng(toSvg(ink), w + 2 * m, h + 2 * m, CELL_PX - 16)
      const top = row * (CELL_PX + LABEL_PX)
      parts.push({ input: png, left: col * CELL_PX + 8, top: top + LABEL_PX })
      const bad = gap !== null && gap < 0.5
      const label = `${id}/${form} · ${style} · gap ${gap === null ? '—' : gap.toFixed(2)} · ${ms.toFixed(0)} ms`
      parts.push({
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_PX}" height="${LABEL_PX}"><text x="6" y="17" font-family="sans-serif" font-size="13" fill="${bad ? '#c00' : '#333'}">${label}</text></svg>`,
        ),
        left: col * CELL_PX,
        top,
      })
    })
    row++
  })
}
if (row === 0) process.exit(1)
await sharp({
  create: { width: styles.length * CELL_PX, height: row * (CELL_PX + LABEL_PX), channels: 4, background: '#ffffff' },
})
  .composite(parts)
  .png()
  .toFile(values.out)
console.log(`${values.out} (${Math.round(performance.now() - started)} ms)`)
