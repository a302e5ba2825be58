/**
 * Renders many designs to one PNG grid for review by eye.
 *   node scripts/contact-sheet.ts flowers [--flowers a,b] [--styles s,t] [--out file.png]
 *   node scripts/contact-sheet.ts prompts [--styles s,t] [--seed n] [--out file.png]
 *   node scripts/contact-sheet.ts layouts [--styles s,t] [--out file.png]
 *   node scripts/contact-sheet.ts photos [--isolate] [--out file.png]   (fixture photos × treatments)
 */
import sharp, { type OverlayOptions } from 'sharp'
import { parseArgs } from 'node:util'
import { BIRTH_FLOWERS, type BirthFlowerId } from '../src/engine/birth-flowers.ts'
import { FLOWER_MODELS } from '../src/engine/flowers/index.ts'
import { Sketch } from '../src/engine/ink/sketch.ts'
import { toSvg } from '../src/engine/render/svg.ts'
import { renderPng } from '../src/engine/render/png.ts'
import { Random } from '../src/engine/random.ts'
import { STYLES, type StyleId } from '../src/engine/styles.ts'

interface Cell {
  label: string
  svg: string
  widthMm: number
  heightMm: number
}

const CELL_PX = 360
const LABEL_PX = 28

async function sheet(rows: Cell[][], out: string): Promise<void> {
  const cols = Math.max(...rows.map((r) => r.length))
  const parts: OverlayOptions[] = []
  rows.forEach((row, y) =>
    row.forEach((cell, x) => {
      const png = renderPng(cell.svg, cell.widthMm, cell.heightMm, CELL_PX - 16)
      parts.push({ input: png, left: x * CELL_PX + 8, top: y * (CELL_PX + LABEL_PX) + LABEL_PX })
      const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_PX}" height="${LABEL_PX}"><text x="8" y="20" font-family="sans-serif" font-size="15" fill="#333">${cell.label.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`
      parts.push({ input: Buffer.from(label), left: x * CELL_PX, top: y * (CELL_PX + LABEL_PX) })
    }),
  )
  await sharp({
    create: { width: cols * CELL_PX, height: rows.length * (CELL_PX + LABEL_PX), channels: 4, background: '#ffffff' },
  })
    .composite(parts)
    .png()
    .toFile(out)
}

function flowerCell(id: string, style: StyleId, seed: number): Cell {
  const model = FLOWER_MODELS[id as BirthFlowerId]
  const sk = new Sketch(STYLES[style], STYLES[style].defaultColour)
  const w = 60
  const h = 90
  const rng = new Random(seed)
  model?.draw(sk, rng, {
    path: [
      [w / 2, h - 4],
      [w / 2 + rng.range(-3, 3), h * 0.6],
      [w / 2 + rng.range(-4, 4), h * 0.32],
    ],
    headMm: 34,
    leaves: true,
    openness: 1,
  })
  return { label: `${id} · ${style}`, svg: toSvg(sk.compile(w, h)), widthMm: w, heightMm: h }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    flowers: { type: 'string' },
    styles: { type: 'string', default: 'fine-line,traditional,blackwork,botanical,watercolor,dotwork' },
    seed: { type: 'string', default: '1' },
    isolate: { type: 'boolean', default: false },
    out: { type: 'string', default: '/tmp/contact-sheet.png' },
  },
})

/** Twenty prompts across the ten languages, lettering and an unmatched one included. */
const PROMPTS = [
  'a wolf howling at the moon',
  'Rose mit Dolch',
  'golondrina y ancla con "Madre"',
  'papillon et croissant de lune',
  '桜と鯉',
  '호랑이와 소나무',
  'leão com coroa',
  '龍和鳳凰',
  'hoa sen và bướm',
  '凤凰和火焰',
  'compass with mountains and pine trees',
  'snake wrapped around a dagger',
  'hummingbird and hibiscus',
  'all-seeing eye mandala',
  'skull with roses',
  'lighthouse on a wave',
  'owl on a branch',
  'phoenix rising',
  '"Carpe Diem"',
  'forever and always in my heart',
]

async function promptCells(styles: StyleId[], seed: number): Promise<Cell[][]> {
  const { drawVariation, plan } = await import('../src/engine/design.ts')
  return PROMPTS.map((prompt) =>
    styles.map((style) => {
      const p = plan({ tool: 'text', prompt, style, seed })
      const d = drawVariation(p, 0)
      return {
        label: `${prompt.slice(0, 26)} · ${style} · ${p.concepts.join(',') || '—'}`,
        svg: d.svg,
        widthMm: p.canvas.widthMm,
        heightMm: p.canvas.heightMm,
      }
    }),
  )
}

async function layoutCells(styles: StyleId[], seed: number): Promise<Cell[][]> {
  const { drawVariation, plan } = await import('../src/engine/design.ts')
  const { LAYOUT_IDS } = await import('../src/engine/birth-flower/layouts.ts')
  return LAYOUT_IDS.map((layout, i) =>
    styles.map((style) => {
      const months = [[6], [2, 5, 9], [1, 4, 7, 10, 12], [3, 8, 11], [5, 10, 12]][i]!
      const p = plan({ tool: 'birth-flower', months, layout, style, seed, lettering: i % 2 ? 'Lena · 2019' : undefined })
      const d = drawVariation(p, 0)
      return {
        label: `${layout} · ${style} · ${months.join(',')}`,
        svg: d.svg,
        widthMm: p.canvas.widthMm,
        heightMm: p.canvas.heightMm,
      }
    }),
  )
}

if (positionals[0] === 'prompts' || positionals[0] === 'layouts') {
  const styles = values.styles.split(',') as StyleId[]
  const started = performance.now()
  const rows =
    positionals[0] === 'prompts' ? await promptCells(styles, Number(values.seed)) : await layoutCells(styles, Number(values.seed))
  await sheet(rows, values.out)
  console.log(`${values.out} (${Math.round(performance.now() - started)} ms)`)
} else if (positionals[0] === 'flowers') {
  const ids = values.flowers?.split(',') ?? BIRTH_FLOWERS.flatMap((m) => [m.primary, m.secondary])
  const styles = values.styles.split(',') as StyleId[]
  const started = performance.now()
  await sheet(
    ids.map((id) => styles.map((style) => flowerCell(id, style, Number(values.seed)))),
    values.out,
  )
  console.log(`${values.out} (${Math.round(performance.now() - started)} ms)`)
} else if (positionals[0] === 'photos') {
  const { readFile, readdir } = await import('node:fs/promises')
  const { photoDesign } = await import('../src/engine/photo/photo-design.ts')
  const { TREATMENT_IDS } = await import('../src/engine/photo/treatments/index.ts')
  const dir = new URL('../tests/fixtures/photos/', import.meta.url)
  const names = (await readdir(dir)).filter((n) => n.endsWith('.png'))
  const started = performance.now()
  const rows: Cell[][] = []
  for (const name of names) {
    const image = await readFile(new URL(name, dir))
    const row: Cell[] = []
    for (const treatment of TREATMENT_IDS) {
      const { outputs } = await photoDesign({ tool: 'photo', image, treatment, isolate: values.isolate })
      const o = outputs[0]!
      row.push({ label: `${name} · ${treatment}`, svg: o.svg, widthMm: o.widthMm, heightMm: o.heightMm })
    }
    rows.push(row)
  }
  await sheet(rows, values.out)
  console.log(`${values.out} (${Math.round(performance.now() - started)} ms)`)
} else {
  console.error('usage: contact-sheet.ts flowers|prompts|layouts|photos [--flowers a,b] [--styles s,t] [--seed n] [--out file]')
  process.exit(2)
}
