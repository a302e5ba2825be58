/**
 * Renders many designs to one PNG grid for review by eye.
 *   node scripts/contact-sheet.ts flowers [--flowers a,b] [--styles s,t] [--out file.png]
 *   node scripts/contact-sheet.ts prompts [--styles s,t] [--seed n] [--prompts 'a|b'] [--out file.png]
 *   node scripts/contact-sheet.ts layouts [--styles s,t] [--out file.png]
 *   node scripts/contact-sheet.ts photos [--isolate] [--out file.png]   (fixture photos × treatments)
 *   node scripts/contact-sheet.ts prompt-set [--from n] [--count m] [--seed n] [--out file.png]
 *     (bench/prompts/text-prompts.json × 4 variations, with the issue's measures printed per prompt;
 *     pages of 12 prompts: file-1.png, file-2.png…)
 *   node scripts/contact-sheet.ts prompt-styles [--seed n] [--out file.png]   (the style-grid prompts × every style)
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
import type { LetteringLanguage } from '../src/engine/lettering/fonts.ts'
import { labelRings } from '../src/engine/render/label-text.ts'

interface Cell {
  label: string
  /** A second label line. */
  note?: string
  language?: LetteringLanguage
  svg: string
  widthMm: number
  heightMm: number
}

const CELL_PX = 360
const LABEL_PX = 28
const NOTE_PX = 20

/**
 * A label as filled outlines from the engine's own lettering faces: sharp would set SVG text in
 * the system fonts, which have no CJK here (the prompts in Japanese, Korean and Chinese showed as
 * boxes).
 */
function labelSvg(text: string, sizePx: number, heightPx: number, language?: LetteringLanguage): string {
  const cap = sizePx * 0.68
  let rings: ReturnType<typeof labelRings>['rings'] = []
  try {
    rings = labelRings(text, {
      x: 8,
      baseline: heightPx - (heightPx - cap) / 2,
      capMm: cap,
      align: 'left',
      maxWidthMm: CELL_PX - 14,
      language,
    }).rings
  } catch {
    // A character no face has: the ASCII fallback below still says what the cell is.
    rings = labelRings(text.replace(/[^\x20-\x7e]/g, '?'), {
      x: 8,
      baseline: heightPx - 6,
      capMm: cap,
      align: 'left',
      maxWidthMm: CELL_PX - 14,
    }).rings
  }
  const d = rings.map((r) => `M${r.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join('L')}Z`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_PX}" height="${heightPx}"><path d="${d}" fill="#333"/></svg>`
}

async function sheet(rows: Cell[][], out: string): Promise<void> {
  const cols = Math.max(...rows.map((r) => r.length))
  const notes = rows.some((r) => r.some((c) => c.note !== undefined))
  const head = LABEL_PX + (notes ? NOTE_PX : 0)
  const parts: OverlayOptions[] = []
  rows.forEach((row, y) =>
    row.forEach((cell, x) => {
      const top = y * (CELL_PX + head)
      const png = renderPng(cell.svg, cell.widthMm, cell.heightMm, CELL_PX - 16)
      parts.push({ input: png, left: x * CELL_PX + 8, top: top + head })
      parts.push({ input: Buffer.from(labelSvg(cell.label, 15, LABEL_PX, cell.language)), left: x * CELL_PX, top })
      if (cell.note !== undefined)
        parts.push({ input: Buffer.from(labelSvg(cell.note, 12, NOTE_PX)), left: x * CELL_PX, top: top + LABEL_PX - 4 })
    }),
  )
  await sharp({
    create: { width: cols * CELL_PX, height: rows.length * (CELL_PX + head), channels: 4, background: '#ffffff' },
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
    from: { type: 'string', default: '0' },
    count: { type: 'string' },
    prompts: { type: 'string' },
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

async function promptCells(styles: StyleId[], seed: number, prompts = PROMPTS): Promise<Cell[][]> {
  const { drawVariation, plan } = await import('../src/engine/design.ts')
  return prompts.map((prompt) =>
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

interface SetPrompt {
  prompt: string
  language: LetteringLanguage
  styleGrid: boolean
  expect: string[]
}

async function promptSet(): Promise<SetPrompt[]> {
  const { readFile } = await import('node:fs/promises')
  return JSON.parse(await readFile(new URL('../bench/prompts/text-prompts.json', import.meta.url), 'utf8')) as SetPrompt[]
}

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text)
/** Columns a terminal gives the text: CJK and Hangul take two. */
const columns = (text: string) =>
  [...text].reduce((n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1), 0)
const pad = (text: string, n: number) => text + ' '.repeat(Math.max(0, n - columns(text)))
const fixed = (v: number | null | undefined, digits = 2) => (v === null || v === undefined ? '—' : v.toFixed(digits))
/** Rows of this many prompts keep a page under about 8,000 px. */
const PROMPTS_PER_PAGE = 12

/**
 * Every prompt of the set × 4 variations in the style the prompt reads as, and a table of the
 * issue's measures per prompt on stdout, failures flagged.
 */
async function promptSetSheets(seed: number, from: number, count: number | undefined, out: string): Promise<void> {
  const { drawVariation, plan } = await import('../src/engine/design.ts')
  const { measureVariations } = await import('../src/engine/print/design-measures.ts')
  const all = await promptSet()
  const chosen = all.slice(from, count === undefined ? undefined : from + count)
  const rows: Cell[][] = []
  const table: string[] = []
  let failing = 0
  table.push(
    [
      '#',
      'lang',
      'prompt'.padEnd(34),
      'style'.padEnd(15),
      'concepts'.padEnd(28),
      'IoU min',
      'IoU max',
      'cover',
      'gap mm',
      'thin mm',
      'draw ms',
      'flags',
    ].join('  '),
  )
  chosen.forEach((entry, n) => {
    const started = performance.now()
    const p = plan({ tool: 'text', prompt: entry.prompt, language: entry.language, variations: 4, seed })
    const drawings = [0, 1, 2, 3].map((i) => drawVariation(p, i))
    const drawMs = (performance.now() - started) / drawings.length
    const report = measureVariations(drawings.map((d) => d.ink))
    const missed = entry.expect.filter((c) => !p.concepts.includes(c))
    const flags = [
      ...(missed.length > 0 ? [`misread (no ${missed.join(',')})`] : []),
      ...(report.maxIoU !== null && report.maxIoU >= 0.6 ? ['IoU'] : []),
      ...(report.coverage.some((c) => c < 0.5) ? ['cover'] : []),
      ...(report.floors.some((f) => f !== null && f.gapMm !== null && f.gapMm < 0.5) ? ['gap'] : []),
      ...(report.floors.some((f) => f !== null && f.thinnestMm < 0.3 - 1e-6) ? ['thin'] : []),
    ]
    if (flags.length > 0) failing++
    const gaps = report.floors.map((f) => f?.gapMm ?? Infinity)
    const thin = report.floors.map((f) => f?.thinnestMm ?? Infinity)
    table.push(
      [
        String(from + n).padStart(2),
        entry.language.padEnd(4),
        pad(cut(entry.prompt, columns(entry.prompt) > entry.prompt.length ? 17 : 34), 34),
        p.style.padEnd(15),
        cut(p.concepts.join(',') || '—', 28).padEnd(28),
        fixed(report.minIoU).padStart(7),
        fixed(report.maxIoU).padStart(7),
        fixed(Math.min(...report.coverage)).padStart(5),
        (Math.min(...gaps) === Infinity ? '—' : fixed(Math.min(...gaps))).padStart(6),
        fixed(Math.min(...thin)).padStart(7),
        drawMs.toFixed(0).padStart(7),
        flags.length > 0 ? `FAIL ${flags.join(' ')}` : 'ok',
      ].join('  '),
    )
    rows.push(
      drawings.map((d, i) => ({
        label: `${cut(entry.prompt, 24)} · v${i}`,
        note: `${entry.language} · ${p.style} · ${p.concepts.join(',') || '(lettering)'} · cov ${fixed(report.coverage[i])} gap ${fixed(report.floors[i]?.gapMm)}`,
        language: entry.language,
        svg: d.svg,
        widthMm: p.canvas.widthMm,
        heightMm: p.canvas.heightMm,
      })),
    )
  })
  console.log(table.join('\n'))
  console.log(
    `${failing} of ${chosen.length} prompts fail a requirement (IoU ≥ 0.6, coverage < 0.5, gap < 0.5 mm, line < 0.3 mm, or misread)`,
  )
  const pages = Math.ceil(rows.length / PROMPTS_PER_PAGE)
  for (let page = 0; page < pages; page++) {
    const file = pages === 1 ? out : out.replace(/(\.png)?$/, `-${page + 1}.png`)
    await sheet(rows.slice(page * PROMPTS_PER_PAGE, (page + 1) * PROMPTS_PER_PAGE), file)
    console.log(file)
  }
}

/** The style-grid prompts × every style, variation 0. */
async function promptStyleCells(seed: number): Promise<Cell[][]> {
  const { drawVariation, plan } = await import('../src/engine/design.ts')
  const { STYLE_IDS } = await import('../src/engine/styles.ts')
  const grid = (await promptSet()).filter((entry) => entry.styleGrid)
  return grid.map((entry) =>
    STYLE_IDS.map((style) => {
      const p = plan({ tool: 'text', prompt: entry.prompt, language: entry.language, style, seed })
      const d = drawVariation(p, 0)
      return {
        label: `${cut(entry.prompt, 22)} · ${style}`,
        note: `${entry.language} · ${p.concepts.join(',') || '(lettering)'}`,
        language: entry.language,
        svg: d.svg,
        widthMm: p.canvas.widthMm,
        heightMm: p.canvas.heightMm,
      }
    }),
  )
}

if (positionals[0] === 'prompt-set') {
  const started = performance.now()
  const count = values.count === undefined ? undefined : Number(values.count)
  await promptSetSheets(Number(values.seed), Number(values.from), count, values.out)
  console.log(`${Math.round(performance.now() - started)} ms`)
} else if (positionals[0] === 'prompt-styles') {
  const started = performance.now()
  await sheet(await promptStyleCells(Number(values.seed)), values.out)
  console.log(`${values.out} (${Math.round(performance.now() - started)} ms)`)
} else if (positionals[0] === 'prompts' || positionals[0] === 'layouts') {
  const styles = values.styles.split(',') as StyleId[]
  const started = performance.now()
  const rows =
    positionals[0] === 'prompts'
      ? await promptCells(styles, Number(values.seed), values.prompts?.split('|'))
      : await layoutCells(styles, Number(values.seed))
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
      row.push({ label: `${name} · ${treatment}`, svg: o.svg.toString(), widthMm: o.widthMm, heightMm: o.heightMm })
    }
    rows.push(row)
  }
  await sheet(rows, values.out)
  console.log(`${values.out} (${Math.round(performance.now() - started)} ms)`)
} else {
  console.error(
    'usage: contact-sheet.ts flowers|prompts|prompt-set|prompt-styles|layouts|photos [--flowers a,b] [--styles s,t] [--seed n] [--out file]',
  )
  process.exit(2)
}
