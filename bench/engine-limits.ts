/**
 * Issue 17's hostile inputs against the engine's runtime, as the web server calls it: for each,
 * the answer (or refusal), wall time, the calling thread's longest event-loop stall and the
 * process's peak RSS. Each case runs in a child process of its own, so its peak is its own.
 *   node bench/engine-limits.ts [--write] [--sources] [--label before|after] [--only name]
 * It measures the engine as deployed (scripts/build-engine.ts, built first); --sources runs
 * the TypeScript sources. --write stores the numbers in bench/results/engine-limits-<label>.json.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { deflateSync } from 'node:zlib'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import type { EngineRuntime } from '../src/engine/runtime-type.ts'
import { machine } from './support/stats.ts'

const { values } = parseArgs({
  options: {
    write: { type: 'boolean' },
    sources: { type: 'boolean' },
    label: { type: 'string', default: 'after' },
    only: { type: 'string' },
    child: { type: 'string' },
  },
})
const root = join(import.meta.dirname, '..')

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A real, complete 1-bit greyscale PNG of `size`×`size` black pixels: 50 MB of rows deflate to ≈ 50 kB. */
function blackPng(size: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 1 // bit depth
  ihdr[9] = 0 // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(size / 8)) * size)
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">'

/** Issue 17's recipe: a path and four groups of ten uses of the level below, drawn once (10⁴ full-canvas paths). */
function useBomb(): Buffer {
  const levels = [1, 2, 3, 4].map(
    (i) => `<g id="l${i}">${Array.from({ length: 10 }, () => `<use href="#l${i - 1}"/>`).join('')}</g>`,
  )
  return Buffer.from(
    `${SVG_OPEN}<defs><path id="l0" d="M0 0H1000V1000H0Z" fill="#000" fill-opacity="0.01"/>${levels.join('')}</defs><use href="#l4"/></svg>`,
  )
}

const turbulence = () =>
  Buffer.from(
    `${SVG_OPEN}<filter id="f" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.01" numOctaves="10"/></filter><rect width="1000" height="1000" filter="url(#f)"/></svg>`,
  )

const embeddedPng = () =>
  Buffer.from(
    `${SVG_OPEN}<image width="1000" height="1000" href="data:image/png;base64,${blackPng(20_000).toString('base64')}"/></svg>`,
  )

/** 19 MB of `<` behind a JPEG's first bytes: the polyglot scan's worst case. */
const lessThans = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(19 * 2 ** 20, '<')])

const EXTREME = { scale: 2, rotate: 45, curve: 1, perspective: 1 }

async function body(width: number, height: number): Promise<Buffer> {
  // Skin with a soft gradient: a large photo that compresses to little, as the did.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#e0b090"/><stop offset="1" stop-color="#c09070"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(svg), { limitInputPixels: false }).png().toBuffer()
}

const disc = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><circle cx="400" cy="400" r="360"/></svg>'))
    .png()
    .toBuffer()

/** `make` builds the input before anything is measured; `run` is what is timed. */
type Case = { name: string; make: () => Promise<unknown>; run: (engine: EngineRuntime, input: never) => Promise<string> }

const refusal = (error: unknown) =>
  error instanceof Error
    ? `refused: ${(error as { reason?: string }).reason ?? error.name} (${error.message.slice(0, 120)})`
    : String(error)

const upload = (svg: boolean) => async (engine: EngineRuntime, bytes: Buffer) => {
  try {
    const accepted = await engine.acceptUpload(bytes, { svg })
    return `accepted ${accepted.width}×${accepted.height} (${bytes.length} bytes in)`
  } catch (error) {
    return `${refusal(error)} (${bytes.length} bytes in)`
  }
}

const tryOnInput = (width: number, height: number) => () => Promise.all([body(width, height), disc()])

const tryOnCase = async (engine: EngineRuntime, [b, d]: [Buffer, Buffer]) => {
  try {
    const r = await engine.tryOn({ body: b, design: d, placement: EXTREME })
    return `composite ${r.width}×${r.height}, ${r.jpeg.length} bytes (body PNG ${b.length} bytes)`
  } catch (error) {
    return refusal(error)
  }
}

const CASES: Case[] = [
  // The host's own stalls over 5 s of doing nothing: the floor the other cases' stalls stand on.
  {
    name: 'idle-baseline',
    make: async () => null,
    run: () => new Promise((resolve) => setTimeout(() => resolve('idle 5 s'), 5_000)),
  },
  { name: 'svg-use-bomb', make: async () => useBomb(), run: upload(true) },
  { name: 'svg-feturbulence', make: async () => turbulence(), run: upload(true) },
  { name: 'svg-embedded-png-20000', make: async () => embeddedPng(), run: upload(true) },
  { name: 'jpeg-19mb-of-lt', make: async () => lessThans(), run: upload(false) },
  { name: 'try-on-6300-extreme', make: tryOnInput(6300, 6300), run: tryOnCase },
  { name: 'try-on-12mp-extreme', make: tryOnInput(4032, 3024), run: tryOnCase },
]

async function child(name: string): Promise<void> {
  const c = CASES.find((x) => x.name === name)!
  const engine = (await import(
    values.sources ? '../src/engine/runtime.ts' : pathToFileURL(join(root, '.output/engine/runtime.mjs')).href
  )) as EngineRuntime
  // Warm: the threads, sharp and resvg load before anything is timed.
  await engine.acceptUpload(await disc(), { svg: true })
  const input = (await c.make()) as never
  const rssBefore = process.memoryUsage().rss
  // The longest gap between ticks of a 5 ms timer: how long the calling thread could not answer.
  let last = performance.now()
  let longestStall = 0
  const tick = setInterval(() => {
    const now = performance.now()
    longestStall = Math.max(longestStall, now - last - 5)
    last = now
  }, 5)
  const cpuBefore = process.threadCpuUsage()
  const started = performance.now()
  const outcome = await c.run(engine, input)
  const ms = performance.now() - started
  // CPU the calling thread itself spent: a stall with little of it is the host's scheduling.
  const cpu = process.threadCpuUsage(cpuBefore)
  // One more tick, so a stall that ended with the call is counted.
  await new Promise((resolve) => setTimeout(resolve, 20))
  clearInterval(tick)
  await engine.stopEngine()
  console.log(
    JSON.stringify({
      case: name,
      outcome,
      ms: Math.round(ms),
      main_thread_longest_stall_ms: Math.round(longestStall),
      main_thread_cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
      rss_before_mb: Math.round(rssBefore / 2 ** 20),
      peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  )
  process.exit(0)
}

if (values.child) await child(values.child)
else {
  if (!values.sources) execFileSync(process.execPath, ['scripts/build-engine.ts'], { cwd: root, stdio: 'ignore' })
  const results = []
  for (const c of CASES) {
    if (values.only && !c.name.includes(values.only)) continue
    const args = [import.meta.filename, '--child', c.name, ...(values.sources ? ['--sources'] : [])]
    const out = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 2 ** 20 })
    const line = JSON.parse(out.trim().split('\n').at(-1)!)
    console.log(line)
    results.push(line)
  }
  if (values.write)
    writeFileSync(
      join(root, `bench/results/engine-limits-${values.label}.json`),
      `${JSON.stringify(
        {
          what: "issue 17's hostile inputs through the engine runtime: outcome, wall time, the calling thread's longest stall (gap between ticks of a 5 ms interval timer, minus 5 ms) and its CPU time (the timer's ticks included), peak RSS of a child process per case",
          measured_at: new Date().toISOString(),
          machine: machine(),
          engine: values.sources ? 'sources' : 'bundled (scripts/build-engine.ts)',
          results,
        },
        null,
        2,
      )}\n`,
    )
}
