/**
 * Photo-to-tattoo and try-on speed on a 12-megapixel photo.
 *   node bench/photo.ts [--write] [--runs n]
 * The input is the CC0 fixture chelsea.png (451×300) upscaled with sharp (Lanczos) to
 * 4243×2828 = 12.0 MP and saved as a JPEG of quality 90, as a phone would; the try-on body is
 * astronaut.png (512×512) upscaled to 3464×3464 = 12.0 MP JPEG. Upscaled pictures have less fine
 * detail than a real 12 MP photo, but the treatments work at their working resolution either
 * way; what the size costs is decoding, which is measured in full.
 * Per treatment: the raster preview (decode, isolate-free treatment, PNG of the raster) and the
 * full result (the same, then tracing, SVG, stencil SVG and the 2048 px PNG), each the median of
 * `runs` after one warm-up; the try-on composite likewise. Peak memory is the process's maximum
 * resident set over the whole run. The work runs on a worker thread under the engine thread's
 * own heap limits (threads/engine-limits.ts), as it does in the server and the command line.
 * The raster preview is made at the preview resolution (PREVIEW_LONG_SIDE), the full result at
 * the working resolution. --write stores bench/results/photo.json; over budget exits 1.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import sharp from 'sharp'
import { previewPng, treatPhoto, vectorise } from '../src/engine/photo/photo-design.ts'
import { TREATMENT_IDS } from '../src/engine/photo/treatments/index.ts'
import { renderPng } from '../src/engine/render/png.ts'
import { toSvg } from '../src/engine/render/svg.ts'
import { renderTryOn } from '../src/engine/try-on/render.ts'
import { ENGINE_RESOURCE_LIMITS } from '../src/engine/threads/engine-limits.ts'
import { machine, percentile } from './support/stats.ts'

const BUDGET = { preview_ms: 300, full_ms: 1500, peak_rss_mb: 500, try_on_ms: 500 }

// As in the server and the engine's command line, where the raster thread turns libvips'
// operation cache off for the whole process (raster-thread.ts).
sharp.cache(false)

const { values } = parseArgs({ options: { write: { type: 'boolean' }, runs: { type: 'string', default: '7' } } })
const runs = Number(isMainThread ? values.runs : workerData.runs)
const fixtures = join(import.meta.dirname, '../tests/fixtures/photos')

/** The measurements, on this (worker) thread. */
async function measure() {
  const photo = await sharp(readFileSync(join(fixtures, 'chelsea.png')))
    .resize(4243, 2828, { kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer()
  const body = await sharp(readFileSync(join(fixtures, 'astronaut.png')))
    .resize(3464, 3464, { kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer()

  async function median(fn: () => Promise<unknown>): Promise<number> {
    await fn()
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      await fn()
      times.push(performance.now() - started)
    }
    return percentile(
      times.sort((a, b) => a - b),
      0.5,
    )
  }

  const results: { treatment: string; preview_ms: number; full_ms: number }[] = []
  for (const treatment of TREATMENT_IDS) {
    const request = { tool: 'photo', image: photo, treatment } as const
    const preview_ms = await median(async () => previewPng(await treatPhoto(request, { preview: true })))
    const full_ms = await median(async () => {
      const t = await treatPhoto(request)
      const { ink, stencil } = vectorise(t)
      const svg = toSvg(ink)
      toSvg(stencil, { layers: ['line'] })
      renderPng(svg, ink.widthMm, ink.heightMm)
    })
    results.push({ treatment, preview_ms, full_ms })
    console.log(
      `${treatment.padEnd(10)} preview ${preview_ms} ms (≤ ${BUDGET.preview_ms}), full ${full_ms} ms (≤ ${BUDGET.full_ms})`,
    )
  }
  const design = await sharp(readFileSync(join(fixtures, 'coffee.png')))
    .png()
    .toBuffer()
  const try_on_ms = await median(() =>
    renderTryOn({ body, design, placement: { x: 0.3, y: 0.7, scale: 0.35, rotate: -12, curve: 0.5, look: 'healed' } }),
  )
  console.log(`try-on composite of a 12 MP photo ${try_on_ms} ms (≤ ${BUDGET.try_on_ms})`)

  return { results, try_on_ms }
}

if (!isMainThread) parentPort!.postMessage(await measure())
else {
  const worker = new Worker(new URL(import.meta.url), { resourceLimits: ENGINE_RESOURCE_LIMITS, workerData: { runs } })
  const { results, try_on_ms } = await new Promise<Awaited<ReturnType<typeof measure>>>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  await worker.terminate()
  const peak_rss_mb = Math.round(process.resourceUsage().maxRSS / 1024)
  console.log(`peak RSS ${peak_rss_mb} MB (≤ ${BUDGET.peak_rss_mb})`)

  if (values.write)
    writeFileSync(
      join(import.meta.dirname, 'results/photo.json'),
      `${JSON.stringify(
        {
          what: 'photo-to-tattoo per treatment on a 12 MP JPEG (chelsea.png upscaled): raster preview (720 px long side) and full result at working resolution (trace, SVG, stencil, 2048 px PNG), median; try-on composite of a 12 MP JPEG (astronaut.png upscaled), median; work on a worker thread under the engine thread heap limits; peak RSS of the process',
          measured_at: new Date().toISOString(),
          machine: machine(),
          runs,
          budget: BUDGET,
          results,
          try_on_ms,
          peak_rss_mb,
        },
        null,
        2,
      )}\n`,
    )
  const over =
    results.some((r) => r.preview_ms > BUDGET.preview_ms || r.full_ms > BUDGET.full_ms) ||
    try_on_ms > BUDGET.try_on_ms ||
    peak_rss_mb > BUDGET.peak_rss_mb
  if (over) process.exitCode = 1
}
