/**
 * The engine from the command line (the shape other tools rely on):
 *   npm run engine -- text --prompt "<text>" [--style <id>] [--color bw|color] [--placement <id>]
 *                          [--variations <1-4>] [--seed <int>] [--size-mm <n>] --out <dir>
 *   npm run engine -- birth-flower --months <m,m,…> [--flowers primary|secondary,…] [--layout <id>]
 *                          [--lettering "<text>"] [--font <id>] [--style <id>] [--variations …] [--seed …] --out <dir>
 *   npm run engine -- photo --input <file> [--treatment <id>] [--detail 1-5] [--line-weight <mm>]
 *                          [--contrast 1-5] [--isolate] [--invert] [--size-mm <n>] [--mirror] --out <dir>
 *   npm run engine -- try-on --body <file> --design <png|svg> [--x --y --scale --rotate --curve
 *                          --perspective --opacity --look fresh|healed] [--mask <file>] --out <dir>
 *   npm run engine -- styles | placements | layouts | treatments
 * Design commands also take --pdf a4|letter (the stencil sheet, labelled in English).
 * Writes <dir>/<i>.svg, <i>.png, <i>.stencil.svg, with --pdf <i>.stencil.pdf (try-on:
 * <dir>/composite.jpg) and prints one JSON line. Bad arguments exit 2; a photo or design the upload checks refuse exits 3.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { LAYOUT_IDS, isLayoutId } from './birth-flower/layouts.ts'
import { generate } from './generate.ts'
import { isLetteringFontId, LETTERING_FONT_IDS } from './lettering/fonts.ts'
import { UploadRejected } from './photo/intake/rejection.ts'
import { TREATMENT_IDS, isTreatmentId } from './photo/treatments/index.ts'
import { ENGLISH_LABELS } from './render/stencil-pdf.ts'
import { renderTryOn, type TryOnRequest } from './try-on/render.ts'
import { PLACEMENT_IDS, isPlacementId } from './placements.ts'
import { EngineInputError, MAX_VARIATIONS, type DesignRequest, type DesignResult, type PdfRequest } from './request.ts'
import { STYLE_IDS, isStyleId } from './styles.ts'
import { LANGS, type Lang } from './text/lexicon/types.ts'

class UsageError extends Error {}

const int = (name: string, raw: string | undefined, min: number, max: number): number | undefined => {
  if (raw === undefined) return undefined
  if (!/^-?\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number, got "${raw}"`)
  const n = Number(raw)
  if (n < min || n > max) throw new UsageError(`--${name} must be from ${min} to ${max}, got ${n}`)
  return n
}

function common(values: Record<string, string | boolean | undefined>) {
  const style = values.style as string | undefined
  if (style !== undefined && !isStyleId(style))
    throw new UsageError(`unknown --style "${style}"; one of: ${STYLE_IDS.join(', ')}`)
  const placement = values.placement as string | undefined
  if (placement !== undefined && !isPlacementId(placement))
    throw new UsageError(`unknown --placement "${placement}"; one of: ${PLACEMENT_IDS.join(', ')}`)
  const color = values.color as string | undefined
  if (color !== undefined && color !== 'bw' && color !== 'color') throw new UsageError('--color must be bw or color')
  const language = values.language as string | undefined
  if (language !== undefined && !(LANGS as readonly string[]).includes(language))
    throw new UsageError(`unknown --language "${language}"; one of: ${LANGS.join(', ')}`)
  const sizeRaw = values['size-mm'] as string | undefined
  const sizeMm = sizeRaw === undefined ? undefined : Number(sizeRaw)
  if (sizeMm !== undefined && !(Number.isFinite(sizeMm) && sizeMm > 0))
    throw new UsageError(`--size-mm must be a positive number, got "${sizeRaw}"`)
  return {
    style,
    placement,
    colour: color,
    language: language as Lang | undefined,
    sizeMm,
    variations: int('variations', values.variations as string | undefined, 1, MAX_VARIATIONS),
    seed: int('seed', values.seed as string | undefined, -2147483648, 2147483647),
    mirrorStencil: values.mirror === true,
    ...pdfOption(values),
  } as const
}

const OPTIONS = {
  prompt: { type: 'string' },
  months: { type: 'string' },
  flowers: { type: 'string' },
  layout: { type: 'string' },
  lettering: { type: 'string' },
  font: { type: 'string' },
  style: { type: 'string' },
  color: { type: 'string' },
  placement: { type: 'string' },
  variations: { type: 'string' },
  seed: { type: 'string' },
  'size-mm': { type: 'string' },
  language: { type: 'string' },
  mirror: { type: 'boolean' },
  pdf: { type: 'string' },
  out: { type: 'string' },
  input: { type: 'string' },
  treatment: { type: 'string' },
  detail: { type: 'string' },
  'line-weight': { type: 'string' },
  contrast: { type: 'string' },
  isolate: { type: 'boolean' },
  invert: { type: 'boolean' },
  body: { type: 'string' },
  design: { type: 'string' },
  mask: { type: 'string' },
  x: { type: 'string' },
  y: { type: 'string' },
  scale: { type: 'string' },
  rotate: { type: 'string' },
  curve: { type: 'string' },
  perspective: { type: 'string' },
  opacity: { type: 'string' },
  look: { type: 'string' },
} as const

type Values = Record<string, string | boolean | undefined>

function pdfOption(values: Values): { pdf?: PdfRequest } {
  const paper = values.pdf
  if (paper === undefined) return {}
  if (paper !== 'a4' && paper !== 'letter') throw new UsageError(`--pdf must be a4 or letter, got "${paper}"`)
  return { pdf: { paper, labels: ENGLISH_LABELS } }
}

const num = (name: string, raw: string | boolean | undefined): number | undefined => {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(n))
    throw new UsageError(`--${name} must be a number, got "${raw}"`)
  return n
}

/** A file named on the command line, read whole (the engine checks what is in it). */
async function file(name: string, path: string | boolean | undefined): Promise<Uint8Array> {
  if (typeof path !== 'string' || path === '') throw new UsageError(`--${name} <file> is required`)
  try {
    return await readFile(path)
  } catch (error) {
    throw new UsageError(`--${name}: cannot read "${path}" (${(error as NodeJS.ErrnoException).code ?? error})`)
  }
}

async function photoRequest(values: Values): Promise<DesignRequest> {
  const treatment = values.treatment as string | undefined
  if (treatment !== undefined && !isTreatmentId(treatment))
    throw new UsageError(`unknown --treatment "${treatment}"; one of: ${TREATMENT_IDS.join(', ')}`)
  const sizeMm = num('size-mm', values['size-mm'])
  if (sizeMm !== undefined && !(sizeMm > 0))
    throw new UsageError(`--size-mm must be a positive number, got "${values['size-mm']}"`)
  return {
    tool: 'photo',
    image: await file('input', values.input),
    treatment,
    detail: int('detail', values.detail as string | undefined, 1, 5),
    contrast: int('contrast', values.contrast as string | undefined, 1, 5),
    lineWeightMm: num('line-weight', values['line-weight']),
    isolate: values.isolate === true,
    invert: values.invert === true,
    sizeMm,
    seed: int('seed', values.seed as string | undefined, -2147483648, 2147483647),
    mirrorStencil: values.mirror === true,
    ...pdfOption(values),
  }
}

async function tryOnRequest(values: Values): Promise<TryOnRequest> {
  const look = values.look as string | undefined
  if (look !== undefined && look !== 'fresh' && look !== 'healed') throw new UsageError('--look must be fresh or healed')
  const placement = {
    x: num('x', values.x),
    y: num('y', values.y),
    scale: num('scale', values.scale),
    rotate: num('rotate', values.rotate),
    curve: num('curve', values.curve),
    perspective: num('perspective', values.perspective),
    opacity: num('opacity', values.opacity),
    look,
  }
  return {
    body: await file('body', values.body),
    design: await file('design', values.design),
    placement: Object.fromEntries(Object.entries(placement).filter(([, v]) => v !== undefined)),
    personMask: values.mask === undefined ? undefined : await file('mask', values.mask),
  }
}

type Job = { request: DesignRequest; out: string } | { tryOn: TryOnRequest; out: string } | { list: readonly string[] }

async function parse(argv: string[]): Promise<Job> {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true; strict: true }>>
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { positionals, values } = parsed
  const [command, ...extra] = positionals
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`)
  if (command === 'styles') return { list: STYLE_IDS }
  if (command === 'placements') return { list: PLACEMENT_IDS }
  if (command === 'layouts') return { list: LAYOUT_IDS }
  if (command === 'treatments') return { list: TREATMENT_IDS }
  if (command !== 'text' && command !== 'birth-flower' && command !== 'photo' && command !== 'try-on')
    throw new UsageError(
      `unknown command "${command ?? ''}"; one of: text, birth-flower, photo, try-on, styles, placements, layouts, treatments`,
    )
  if (!values.out) throw new UsageError('--out <dir> is required')
  if (command === 'photo') return { request: await photoRequest(values), out: values.out }
  if (command === 'try-on') return { tryOn: await tryOnRequest(values), out: values.out }
  if (command === 'text') {
    if (values.prompt === undefined) throw new UsageError('--prompt "<text>" is required')
    return { request: { tool: 'text', prompt: values.prompt, ...common(values) } as DesignRequest, out: values.out }
  }
  if (!values.months) throw new UsageError('--months <m,m,…> is required (1–12)')
  const months = values.months.split(',').map((m) => int('months', m, 1, 12)!)
  const flowers = values.flowers?.split(',').map((f) => {
    if (f !== 'primary' && f !== 'secondary') throw new UsageError(`--flowers takes primary or secondary per month, got "${f}"`)
    return f
  })
  if (flowers && flowers.length !== months.length) throw new UsageError('--flowers needs one entry per month')
  if (values.layout !== undefined && !isLayoutId(values.layout))
    throw new UsageError(`unknown --layout "${values.layout}"; one of: ${LAYOUT_IDS.join(', ')}`)
  if (values.font !== undefined && !isLetteringFontId(values.font))
    throw new UsageError(`unknown --font "${values.font}"; one of: ${LETTERING_FONT_IDS.join(', ')}`)
  return {
    request: {
      tool: 'birth-flower',
      months,
      flowers,
      layout: values.layout,
      lettering: values.lettering,
      font: values.font,
      ...common(values),
    } as DesignRequest,
    out: values.out,
  }
}

/** What the command writes to; the process's own streams when run, a collector in the tests. */
export type CliOutput = { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } }

/** Runs one command and answers its exit code: 0 done, 2 bad arguments, 3 a file the upload checks refuse. */
export async function main(argv: string[], io: CliOutput = process): Promise<number> {
  let job: Job
  try {
    job = await parse(argv)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`engine: ${error.message}\n`)
      return 2
    }
    throw error
  }
  if ('list' in job) {
    io.stdout.write(`${job.list.join('\n')}\n`)
    return 0
  }
  let result: DesignResult
  try {
    if ('tryOn' in job) {
      const composite = await renderTryOn(job.tryOn)
      await mkdir(job.out, { recursive: true })
      const path = join(job.out, 'composite.jpg')
      await writeFile(path, composite.jpeg)
      io.stdout.write(
        `${JSON.stringify({ outputs: [path], width: composite.width, height: composite.height, ms: composite.ms })}\n`,
      )
      return 0
    }
    result = await generate(job.request)
  } catch (error) {
    if (error instanceof EngineInputError) {
      io.stderr.write(`engine: ${error.message}\n`)
      return 2
    }
    if (error instanceof UploadRejected) {
      io.stderr.write(`engine: file rejected (${error.reason}): ${error.detail}\n`)
      return 3
    }
    throw error
  }
  await mkdir(job.out, { recursive: true })
  const files: string[] = []
  for (const o of result.outputs) {
    const svg = join(job.out, `${o.index}.svg`)
    const png = join(job.out, `${o.index}.png`)
    const stencil = join(job.out, `${o.index}.stencil.svg`)
    await Promise.all([writeFile(svg, o.svg), writeFile(png, o.png), writeFile(stencil, o.stencilSvg)])
    files.push(svg, png, stencil)
    if (o.pdf) {
      const pdf = join(job.out, `${o.index}.stencil.pdf`)
      await writeFile(pdf, o.pdf)
      files.push(pdf)
    }
  }
  io.stdout.write(`${JSON.stringify({ outputs: files, concepts: result.concepts, style: result.style, ms: result.ms })}\n`)
  return 0
}

// Imported by the tests, which call main() in-process rather than start a Node per case.
if (import.meta.main) process.exitCode = await main(process.argv.slice(2))
